package villaindeck

// A Seat is a side looking at the villain deck: what a player of that side
// knows, never more (the villain sees its hand, no one sees the deck's
// order; the active cards, the discard pile and the sizes of the hand and
// deck are on the table for all).
type Seat uint8

// The seats.
const (
	VillainSeat Seat = iota
	HeroSeat
)

// Unseen appends to dst the cards whose place seat cannot see, in CardID
// order, so that the list tells nothing of the deck's order: the deck for
// the villain, the deck and the hand for the heroes. It allocates nothing
// when dst has room for DeckSize cards.
func (s *State) Unseen(seat Seat, dst []CardID) []CardID {
	var hidden [DeckSize]bool
	for _, c := range s.draw[:s.nDraw] {
		hidden[c] = true
	}
	if seat == HeroSeat {
		for _, c := range s.hand[:s.nHand] {
			hidden[c] = true
		}
	}
	for c, h := range hidden {
		if h {
			dst = append(dst, CardID(c))
		}
	}
	return dst
}

// Determinize deals the cards seat cannot see at random from rng, as a
// searching policy does on a copy of the State before it plays a position
// out: for the villain, the deck is reshuffled; for the heroes, the hand
// and the deck are pooled, shuffled and the hand dealt again at its size.
// What seat sees is unchanged. The State's own random source is kept.
func (s *State) Determinize(seat Seat, rng Rand) {
	own := s.rng
	s.rng = rng
	if seat == HeroSeat {
		copy(s.draw[s.nDraw:], s.hand[:s.nHand])
		s.nDraw += s.nHand
		s.shuffle(s.draw[:s.nDraw])
		s.nDraw -= s.nHand
		copy(s.hand[:s.nHand], s.draw[s.nDraw:s.nDraw+s.nHand])
	} else {
		s.shuffle(s.draw[:s.nDraw])
	}
	s.rng = own
}
