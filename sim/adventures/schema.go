package adventures

import (
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Hero metrics of a Record (the metrics of a hero entity), in order.
const (
	HWoundsDealt = iota
	HWoundsTaken
	HStrikes
	HKnockdowns
	HKOTokens
	HFocusSpent
	HSpecialsUsed
	HScore // Competitive-Cooperative score (FAQ): leader KO 5, minion KO 1, knocked down −5
	nHeroMetrics
)

// Villain type metrics of a Record (the metrics of a villain type entity), in order.
const (
	VSpawned = iota
	VKnockedOut
	VWoundsDealt
	nVillainMetrics
)

// End reasons of a Record (sim.Schema.Reasons), in order.
const (
	EndLeadersDefeated = iota
	EndFiguresDefeated
	EndSurvived
	EndExitReached
	EndDataDownloaded
	EndCarried
	EndDoorsOpened
	EndTotalPartyKO
	EndKOInARow
	EndCameraAlerts
	EndHeroesDown
	EndRoundLimit
	EndTimeout
	nEndReasons
)

var (
	heroMetricNames    = []string{"wounds_dealt", "wounds_taken", "strikes", "knockdowns", "ko_tokens", "focus_spent", "specials_used", "score"}
	villainMetricNames = []string{"spawned", "knocked_out", "wounds_dealt"}
	endReasonNames     = []string{"leaders_defeated", "figures_defeated", "survived", "exit_reached", "data_downloaded",
		"carried", "doors_opened", "total_party_ko", "ko_in_a_row", "camera_alerts", "heroes_down", "round_limit", "timeout"}
	// endReasonFavours are the seats the end reasons favour: the heroes'
	// win conditions, the villain's (the heroes' loss conditions), and
	// neither for the round limit (the battle file says who wins there)
	// and the timeout.
	endReasonFavours = []string{"heroes", "heroes", "heroes", "heroes", "heroes",
		"heroes", "heroes", "villain", "villain", "villain", "villain", "", ""}
)

// The groups of a battle's entities as a report shows them: the heroes
// and the villain types, each with the metrics plotted.
var (
	heroGroup = sim.Group{Name: "heroes", Member: "hero", Seat: "heroes", Panels: []sim.Panel{
		{Metric: "wounds_dealt", Title: "Wounds dealt"},
		{Metric: "wounds_taken", Title: "Wounds taken"},
		{Metric: "knockdowns", Title: "Knock-downs suffered"},
	}}
	villainGroup = sim.Group{Name: "villains", Member: "villain", Seat: "villain", Panels: []sim.Panel{
		{Metric: "spawned", Title: "Figures spawned"},
		{Metric: "knocked_out", Title: "Figures knocked out (KOs)"},
		{Metric: "wounds_dealt", Title: "Wounds dealt"},
	}}
)

// The seats of a Record: the heroes' player (the focus) and the villain,
// played by the rules' AI in Cooperative Mode.
const (
	SeatHeroes = iota
	SeatVillain
)

// A Side is who won a battle: the heroes, the villain, or neither (a
// timeout, or a round limit that names no winner).
type Side uint8

// The sides.
const (
	NoSide Side = iota
	Heroes
	Villain
)

// String returns "heroes", "villain" or "none".
func (s Side) String() string {
	switch s {
	case Heroes:
		return "heroes"
	case Villain:
		return "villain"
	}
	return "none"
}

// Winner returns the side that won the battle of rec: the seat that Won,
// or NoSide.
func Winner(rec *sim.Record) Side {
	switch {
	case rec.Outcome[SeatHeroes] == sim.Won:
		return Heroes
	case rec.Outcome[SeatVillain] == sim.Won:
		return Villain
	}
	return NoSide
}

// setWinner sets the seats' outcomes of rec for a battle that w won; with
// no winner both seats are Unfinished.
func setWinner(rec *sim.Record, w Side) {
	switch w {
	case Heroes:
		rec.Outcome[SeatHeroes], rec.Outcome[SeatVillain] = sim.Won, sim.Lost
	case Villain:
		rec.Outcome[SeatHeroes], rec.Outcome[SeatVillain] = sim.Lost, sim.Won
	default:
		rec.Outcome[SeatHeroes], rec.Outcome[SeatVillain] = sim.Unfinished, sim.Unfinished
	}
}

// GameName is the name of the Adventures system in files and schemas.
const GameName = "adventures"

// BattleWords are how printers speak of a battle, Cooperative or
// Competitive Mode: battles, counted in rounds, won by the heroes against
// the villain, shown by tmntsim log.
var BattleWords = sim.Words{Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN", Logged: true, Versus: true}

// Schema returns the record schema of b: seats heroes and villain (the
// focus is the heroes'), entities the heroes, in battle order, with the
// hero metrics, then the villain types with the villain metrics, each in
// its group; the end reasons with the seat each favours; marks are where
// heroes were knocked down.
func (b *Battle) Schema() sim.Schema {
	s := sim.Schema{
		Game:    GameName,
		Seats:   []string{"heroes", "villain"},
		Focus:   SeatHeroes,
		Groups:  []sim.Group{heroGroup, villainGroup},
		Reasons: endReasonNames,
		Favours: endReasonFavours,
		Board:   &sim.Board{W: b.Map.W, H: b.Map.H, Stride: grid.MaxSide, Mark: "knock-downs"},
		Words:   BattleWords,
	}
	for _, h := range b.Heroes {
		s.Entities = append(s.Entities, sim.Entity{Name: h.Name, Metrics: heroMetricNames, Group: heroGroup.Name})
	}
	for _, v := range b.Villains {
		s.Entities = append(s.Entities, sim.Entity{Name: v.Name, Metrics: villainMetricNames, Group: villainGroup.Name})
	}
	return s
}
