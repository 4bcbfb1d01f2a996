package tcg

// A CardType is one of the four kinds of cards (TCG rules, Card Types).
type CardType uint8

// The card types.
const (
	Character CardType = iota
	Attack
	Item
	Event
	NumCardTypes
)

var cardTypeNames = [NumCardTypes]string{"character", "attack", "item", "event"}

func (t CardType) String() string { return cardTypeNames[t] }

// CardTypeNames returns the names of the card types as card files spell them.
func CardTypeNames() []string { return cardTypeNames[:] }

// An Attr is a card's Attribute (TCG rules, Card Attributes). The scan names
// the 3rd and 4th (Fire, Mountain); Water and Wind for the 1st and 2nd are
// this project's choice (docs/RULES.md). Event cards have NoAttr.
type Attr uint8

// The attributes.
const (
	Water Attr = iota
	Wind
	Fire
	Mountain
	NoAttr
	NumAttrs = NoAttr
)

var attrNames = [NoAttr + 1]string{"water", "wind", "fire", "mountain", "none"}

func (a Attr) String() string { return attrNames[a] }

// AttrNames returns the names of the four attributes as card files spell them.
func AttrNames() []string { return attrNames[:NumAttrs] }

// A Mark is the special kind of an Attack card (TCG rules, Attack Cards).
type Mark uint8

// The marks.
const (
	Plain           Mark = iota // a normal Attack card
	Forceful                    // needs a combo (docs/RULES.md)
	Counter                     // an attack, or a counter in defence
	ForcefulCounter             // a counter in defence only
	NumMarks
)

var markNames = [NumMarks]string{"plain", "forceful", "counter", "forceful-counter"}

func (m Mark) String() string { return markNames[m] }

// MarkNames returns the names of the marks as card files spell them.
func MarkNames() []string { return markNames[:] }

// A Timing says when a card's effects resolve (TCG rules, Event Cards and
// Chapter 3).
type Timing uint8

// The timings.
const (
	Always   Timing = iota // continuous text: power modifiers while a condition holds
	Play                   // <Play>: when placed from hand
	Flip                   // <Flip>: when turned face up on a Block Zone
	PlayFlip               // <Play & Flip>: both
	When                   // "…, when …": at the moment its Trigger names
	NumTimings
)

var timingNames = [NumTimings]string{"always", "play", "flip", "play-flip", "when"}

func (t Timing) String() string { return timingNames[t] }

// TimingNames returns the names of the timings as card files spell them.
func TimingNames() []string { return timingNames[:] }

// A Trigger is the moment a "when" card acts (TCG rules, Chapter 3).
type Trigger uint8

// The triggers. A "when" card acts only from its owner's Item Zone.
const (
	NoTrigger   Trigger = iota
	OnTurnStart         // when its owner's turn begins
	OnAttack            // when its owner's Attack Step ends with a Character attacking
	OnForward           // when any Forward Step begins (both players' cards act)
	OnDamaged           // when its owner takes damage in a Forward Step
	NumTriggers
)

var triggerNames = [NumTriggers]string{"", "turn-start", "attack", "forward", "damaged"}

func (t Trigger) String() string { return triggerNames[t] }

// TriggerNames returns the names of the triggers as card files spell them.
func TriggerNames() []string { return triggerNames[1:] }

// MaxEffects is the most effects one card has.
const MaxEffects = 4

// A Card is one card title's definition. Cards are data: sim/tcg/deckfile
// reads them from YAML.
type Card struct {
	Title   string
	Type    CardType
	Attr    Attr
	Power   int8
	Mark    Mark
	Timing  Timing
	Trigger Trigger
	Effects [MaxEffects]Effect
	NEff    uint8
	// Text is the card's rules text in words, for people; play reads Effects.
	Text string
}

// Fx returns the card's effects.
func (c *Card) Fx() []Effect { return c.Effects[:c.NEff] }

// onPlay reports whether c resolves its effects when placed from hand.
func (c *Card) onPlay() bool { return c.Timing == Play || c.Timing == PlayFlip }

// onFlip reports whether c resolves its effects when flipped face up.
func (c *Card) onFlip() bool { return c.Timing == Flip || c.Timing == PlayFlip }

// CanAttack reports whether c may be placed in an Attack Step (TCG rules,
// Attack Cards: Forceful Counter cards cannot be used when you attack).
func (c *Card) CanAttack() bool { return c.Type == Attack && c.Mark != ForcefulCounter }

// CanCounter reports whether c may be placed in a Counter Step (TCG rules,
// Counter Step: an Attack card with the Counter or Forceful Counter mark).
func (c *Card) CanCounter() bool {
	return c.Type == Attack && (c.Mark == Counter || c.Mark == ForcefulCounter)
}
