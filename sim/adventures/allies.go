package adventures

// An Ally is an ally card as data (Adventures, Card Anatomy, "Ally Card":
// its name, its type and its ability): the side it helps, and an ability
// from the character-ability vocabulary that every hero, or every villain
// type, of that side receives.
type Ally struct {
	Name    string
	Side    Side // Heroes or Villain
	Ability Ability
}

// MaxAllies is the most ally cards a battle offers.
const MaxAllies = 8

// chooseAllies lets each side that a battle gives allies choose one and
// gathers the battle's abilities: "the heroes (or villain) look at all
// available allies and choose one of them, then receive the benefits
// listed on that ally card" (Adventures, Allies). The heroes' policy
// chooses theirs; the villain, AI or player, takes the one of most
// AllyValue, the first of equal value (docs/RULES.md, Abilities).
func (g *Game) chooseAllies() {
	if len(g.B.Allies) == 0 {
		return // NewGame gathered the sheets' abilities
	}
	hero, villain := -1, -1
	{
		opts := g.opts[:0]
		best := -1
		for i := range g.B.Allies {
			a := &g.B.Allies[i]
			switch {
			case a.Side == Heroes:
				opts = g.add(opts, Option{Kind: OptChoose, Arg: int8(i)})
			case best < 0 || AllyValue(a.Ability) > AllyValue(g.B.Allies[best].Ability):
				best = i
			}
		}
		villain = best
		if len(opts) > 0 {
			hero = int(opts[g.ask(Decision{DecideAlly, -1}, opts)].Arg)
		}
		if g.log != nil {
			for _, i := range [2]int{hero, villain} {
				if i >= 0 {
					g.logf("setup: ally %q (%s)", g.B.Allies[i].Name, g.B.Allies[i].Ability)
				}
			}
		}
	}
	g.initAbilities(hero, villain)
}

// allyWeights are AllyValue's weights per effect, for N = 1.
var allyWeights = [...]int{
	EffectDefend: 4, EffectAttack: 4, EffectMove: 2, EffectFreeReroll: 3, EffectStun: 3,
	EffectHeal: 3, EffectFocus: 2, EffectSpawn: 3, EffectGrindDiscount: 1, EffectPush: 1,
	EffectMoveIcons: 2, EffectMeleeIcons: 3, EffectRangedIcons: 3,
}

// AllyValue is a simple rule for how much an ability helps its side, for
// choosing among ally cards: a weight per effect (Defend and Attack most,
// grinding and pushing least) times its amount, halved when a passive
// ability needs a terrain or the effect is a reaction to being struck or
// knocked down, which may never occur.
func AllyValue(a Ability) int {
	if a.When == NoTrigger || int(a.Effect) >= len(allyWeights) {
		return 0
	}
	v := allyWeights[a.Effect] * max(int(a.N), 1)
	if a.On != 0 || a.When == WhenStruck || a.When == WhenKnockedDown {
		v /= 2
	}
	return v
}

// Ally returns the index into Battle.Allies of the ally card side s chose
// for the battle being played, or -1.
func (g *Game) Ally(s Side) int {
	if s == Villain {
		return int(g.ab.ally[1])
	}
	return int(g.ab.ally[0])
}
