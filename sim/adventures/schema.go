package adventures

import "github.com/tmntsim/tmntsim/sim/record"

// Hero metrics of a Record (record.Schema.HeroMetrics), in order.
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

// Villain type metrics of a Record (record.Schema.VillainMetrics), in order.
const (
	VSpawned = iota
	VKnockedOut
	VWoundsDealt
	nVillainMetrics
)

// End reasons of a Record (record.Schema.Reasons), in order.
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
)

// Schema returns the record schema of b: heroes first, in battle order, then
// villain types.
func (b *Battle) Schema() record.Schema {
	s := record.Schema{
		Game:           "adventures-cooperative",
		Battle:         b.Name,
		HeroMetrics:    heroMetricNames,
		VillainMetrics: villainMetricNames,
		Reasons:        endReasonNames,
		MapW:           b.Map.W,
		MapH:           b.Map.H,
		CellStride:     32,
	}
	for _, h := range b.Heroes {
		s.Entities = append(s.Entities, record.Entity{Name: h.Name, Kind: record.Hero})
	}
	for _, v := range b.Villains {
		s.Entities = append(s.Entities, record.Entity{Name: v.Name, Kind: record.VillainType})
	}
	return s
}
