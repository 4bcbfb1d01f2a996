package villaindeck

// Rules are the differences between the rulesets that play the villain
// deck. The zero Rules are not a ruleset; use Adventures or
// ShadowsOfThePast, and set the option of the partly Korean edition on a
// copy.
type Rules struct {
	Name string

	// Line: the active cards are a line, oldest first, and at the start of
	// the villain's turn, when 4 or more are active, the two oldest are
	// discarded (Shadows of the Past, Active Villain Ability Cards). When
	// false, cards are played into Active Zone 1 and move to Active Zone 2
	// (Adventures, Active Villain Ability Cards, p. 15).
	Line bool

	// ThisTurnEndsAtNextCard: a "this turn" ability lasts until the next
	// card is played or the villain's turn ends, whichever comes first (the
	// partly Korean edition of Shadows of the Past, Villain Card Special
	// Abilities). When false it lasts until the villain's turn ends.
	ThisTurnEndsAtNextCard bool

	// DesperationAwakens: a face-down card may attempt to awaken a
	// knocked-down villain leader, alone (DesperateAwaken) or as the start
	// of the activation of a move, melee or ranged play (Adventures,
	// Desperation Activation, p. 21; Awakening Player-Controlled Villain
	// Leaders, p. 36: "activated (including desperation)");
	// Shadows of the Past forbids it ("you cannot use desperation
	// activation to activate a KO'ed villain leader!").
	DesperationAwakens bool

	// FaceDownUnstuns: a face-down card removes a stun token (Adventures,
	// Stun, "Villain [Player-Controlled]"). Shadows of the Past has no
	// stun.
	FaceDownUnstuns bool
}

// The rulesets.
var (
	// Adventures is the TMNT Adventures rulebook's Competitive Mode.
	Adventures = Rules{Name: "adventures", DesperationAwakens: true, FaceDownUnstuns: true}
	// ShadowsOfThePast is the Shadows of the Past rulebook (English).
	ShadowsOfThePast = Rules{Name: "shadows-of-the-past", Line: true}
)

// A Desperation is what a villain ability card played face down does
// (Adventures, Desperation Activation, p. 21; Stun, p. 35).
type Desperation uint8

// The desperation plays.
const (
	// DesperateMove, DesperateMelee and DesperateRanged activate any 1
	// figure the villain controls with 1 move, melee or ranged icon, even
	// an action the figure normally cannot perform ("Thug Brawlers may
	// perform a ranged action when being activated by desperation"); for
	// tiny figures, one space of them (Tiny, Competitive Mode).
	DesperateMove Desperation = iota
	DesperateMelee
	DesperateRanged
	// DesperateAwaken attempts to awaken a knocked-down villain leader,
	// with no icon to spend if it stands (Adventures only; a move, melee
	// or ranged play on the leader attempts too, then gives its icon).
	DesperateAwaken
	// DesperateUnstun removes a stun token (Adventures, Stun, p. 35).
	DesperateUnstun
	NumDesperations
)

var desperationNames = [NumDesperations]string{"move", "melee", "ranged", "awaken", "unstun"}

func (d Desperation) String() string { return desperationNames[d] }

// Icon returns the single icon a desperation activation gives, or 0 and
// false for DesperateAwaken and DesperateUnstun, which give none.
func (d Desperation) Icon() (Icon, bool) {
	if d > DesperateRanged {
		return 0, false
	}
	return MakeIcon(int(d)+KindMove, 1, false), true
}

// Desperations appends to dst the desperation plays the ruleset allows
// (Adventures, Desperation Activation, p. 21; Shadows of the Past, Desperation
// Activation): 1 move, melee or ranged icon for any 1 figure; in the
// Adventures, also an attempt to awaken a knocked-down leader and the
// removal of a stun token. Which figure may take which is the engine's
// question (a figure activates once a turn; a knocked-down leader can only
// attempt to awaken).
func (r *Rules) Desperations(dst []Desperation) []Desperation {
	dst = append(dst, DesperateMove, DesperateMelee, DesperateRanged)
	if r.DesperationAwakens {
		dst = append(dst, DesperateAwaken)
	}
	if r.FaceDownUnstuns {
		dst = append(dst, DesperateUnstun)
	}
	return dst
}
