package munchkin

// Decision is the kind of choice a policy is asked to make.
type Decision uint8

// Decisions.
const (
	DecPlay      Decision = iota // own turn, outside combat: play cards, sell, or done
	DecStart                     // the starting eight (or after Death): play or done
	DecTrouble                   // phase 2: Look for Trouble with a monster, or Loot
	DecAskHelp                   // the fighter: ask a player for help with a share, or go alone
	DecHelp                      // asked for help: accept or refuse (View.Offer is the share)
	DecCombat                    // during a combat: play a card, or pass
	DecCharity                   // Charity: the next card to give away (or discard)
	DecLoot                      // Looting the body: the card to take
	DecCharacter                 // at Death: keep the Character or swap it
	DecReceived                  // outside combat: play cards just received, or done
	DecBribe                     // the fighter: add a card to the bribe offered (Items and Go Up a Level cards; to a share, Go Up a Level cards only), or done
	DecAnyTime                   // between turns: play a card at any time, propose a trade, or done
	DecTrade                     // offered a trade (View.Trade): accept or refuse
	DecPick                      // first pick of a shared Treasure: the next card to take
	DecRun                       // Running Away from several monsters: the next one to roll against
	DecKatas                     // Katas over a Level that fell: the next Kata to discard
	DecLose                      // losing the best Item: which of the Items that tie for it
	DecShares                    // Charity to players tied for lowest: the next to get a bigger set
	numDecisions
)

var decisionNames = [numDecisions]string{"play", "start", "trouble", "ask-help", "help", "combat", "charity", "loot", "character", "received", "bribe", "any-time", "trade", "pick", "run", "katas", "lose", "shares"}

func (d Decision) String() string { return decisionNames[d] }

// OptKind is the kind of an Option.
type OptKind uint8

// Option kinds.
const (
	OptDone      OptKind = iota // stop playing cards / pass
	OptPlay                     // play Card (on Target: seat, or monster index in combat)
	OptSell                     // sell Items for Arg levels
	OptTrouble                  // fight monster Card from the hand
	OptLoot                     // Loot the Room
	OptAsk                      // ask seat Target for help for Arg Treasures (First: it picks first), or Item Card (NoCard: none)
	OptAlone                    // fight without (more) help
	OptAccept                   // help
	OptRefuse                   // refuse to help
	OptTeamUp                   // discard the Ally to use the Team-up ability
	OptGive                     // Charity: give (or discard) Card
	OptTake                     // Looting, first pick: take Card
	OptCharacter                // at Death: play as Character Arg
	OptBribe                    // add Card to the bribe offered
	OptKata                     // use Kata Card's ability, discarding card Arg (from the hand or play)
	OptTrade                    // give Item Card to seat Target for its Item Arg (NoCard: a gift)
	OptRun                      // Run Away next from monster Card, the Arg-th in combat
	OptDrop                     // discard Kata Card; Arg is the Rank over the Level before it
	OptLose                     // lose Item Card (the best Item, of those that tie)
	OptShare                    // Charity: seat Target gets one of the bigger sets
)

// Target values of a combat OptPlay on a side rather than a seat.
const (
	TargetPlayers = 0xfe // One-Shot for the fighting players' side
)

// Option is one legal choice. For combat plays on a monster, Target is the
// monster's index; for a Wandering Monster, Arg is the monster card added.
// First is a term of an offer of a share of the Treasure: the helper gets
// first pick.
type Option struct {
	Kind   OptKind
	Card   uint8
	Target uint8
	Arg    uint8
	First  bool
}

// Policy chooses for one seat.
type Policy interface {
	// Reset is called at the start of every game.
	Reset(v *View)
	// Choose returns the index of the chosen option in opts. opts is
	// owned by the engine and valid only during the call.
	Choose(v *View, d Decision, opts []Option) int
}

// View is what one seat's player knows: its own hand, everything in play,
// Levels, hand sizes, deck and discard sizes, the combat on the table. It
// never shows a deck's order or another player's hand.
type View struct {
	g    *Game
	seat int
	buf  [MaxKatas + 2]uint8
}

// Seat returns the viewer's seat.
func (v *View) Seat() int { return v.seat }

// Seed returns the viewer's random seed for this game.
func (v *View) Seed() uint64 { return v.g.seeds[v.seat] }

// Players returns the number of players.
func (v *View) Players() int { return v.g.n }

// Setup returns the table.
func (v *View) Setup() *Setup { return v.g.S }

// Card returns card c's definition.
func (v *View) Card(c uint8) *Card { return &v.g.S.Cards[c] }

// Level returns player p's Level.
func (v *View) Level(p int) int { return int(v.g.pl[p].level) }

// Dead reports whether player p is dead.
func (v *View) Dead(p int) bool { return v.g.pl[p].dead }

// HandSize returns the number of cards in player p's hand.
func (v *View) HandSize(p int) int { return v.g.pl[p].hand.n }

// Hand returns the viewer's own hand (read-only).
func (v *View) Hand() []uint8 { return v.g.pl[v.seat].hand.cards() }

// Items returns player p's Items in play (read-only).
func (v *View) Items(p int) []uint8 { return v.g.pl[p].items.cards() }

// Strength returns player p's combat strength from the cards in play.
func (v *View) Strength(p int) int { return v.g.strength(p) }

// Race returns player p's race.
func (v *View) Race(p int) Race { return v.g.S.Characters[v.g.pl[p].char].Race }

// Character returns player p's Character.
func (v *View) Character(p int) *Character { return &v.g.S.Characters[v.g.pl[p].char] }

// Turn returns the seat whose turn it is.
func (v *View) Turn() int { return v.g.turn }

// InCombat reports whether a combat is on.
func (v *View) InCombat() bool { return v.g.cb.active }

// Fighter returns the player in combat, and the helper (-1 if none).
func (v *View) Fighter() (int, int) { return v.g.cb.fighter, v.g.cb.helper }

// PlayerSide returns the fighting players' combined strength.
func (v *View) PlayerSide() int { return v.g.playerSide() }

// MonsterSide returns the monsters' combined strength.
func (v *View) MonsterSide() int { return v.g.monsterSide() }

// Treasures returns the Treasures the monsters in combat are worth.
func (v *View) Treasures() int { return v.g.treasureCount() }

// Offer returns the share of the Treasure offered to the viewer when asked
// to help.
func (v *View) Offer() int { return v.g.cb.offer }

// OfferFirst reports whether the offer made to the viewer gives it first
// pick of the Treasures (else the fighter picks first).
func (v *View) OfferFirst() bool { return v.g.cb.first }

// HelperFirst reports whether the helper of the combat has first pick of
// the Treasures.
func (v *View) HelperFirst() bool { return v.g.cb.helperFirst }

// OfferItem returns the first card offered to the viewer when asked to
// help (an Item, or a Go Up a Level card to be played on it), or NoCard.
func (v *View) OfferItem() uint8 {
	if v.g.cb.nbribe == 0 {
		return NoCard
	}
	return v.g.cb.bribe[0]
}

// OfferCards returns the cards offered to the viewer when asked to help:
// Items, and Go Up a Level cards to be played on it (read-only).
func (v *View) OfferCards() []uint8 { return v.g.cb.bribe[:v.g.cb.nbribe] }

// MonsterLevels returns the levels the monsters in combat give.
func (v *View) MonsterLevels() int {
	n := 0
	for i := 0; i < v.g.cb.nmon; i++ {
		n += int(v.g.S.Cards[v.g.cb.mon[i]].Reward)
	}
	return n
}

// InPlay returns player p's Stance, Ally and Katas in play, into a buffer
// owned by the view (valid until the next call).
func (v *View) InPlay(p int) []uint8 {
	pl := &v.g.pl[p]
	b := v.buf[:0]
	if pl.stance != noCard {
		b = append(b, pl.stance)
	}
	if pl.ally != noCard {
		b = append(b, pl.ally)
	}
	b = append(b, pl.katas[:pl.nkatas]...)
	return b
}

// Equipped reports whether Item c, in play, is equipped.
func (v *View) Equipped(c uint8) bool { return v.g.equipped[c] }

// TeamUsed reports whether player p's Team-up ability is active in the
// current combat.
func (v *View) TeamUsed(p int) bool { return v.g.pl[p].teamUsed }

// Monsters returns the number of monsters in combat.
func (v *View) Monsters() int { return v.g.cb.nmon }

// Monster returns the i-th monster in combat.
func (v *View) Monster(i int) uint8 { return v.g.cb.mon[i] }

// MonsterStrength returns the i-th monster's strength in the combat, its
// enhancers and race bonus included.
func (v *View) MonsterStrength(i int) int { return v.g.monsterStrength(i) }

// Trade returns the trade offered to the viewer: the proposer, the Item it
// gives and the Item of the viewer's it asks for (NoCard: a gift).
func (v *View) Trade() (from int, give, take uint8) {
	t := &v.g.trade
	return t.from, t.give, t.take
}
