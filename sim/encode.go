package sim

import "encoding/binary"

// AppendRecord appends the canonical encoding of r under schema s to b and
// returns the result: the outcome of each of the schema's seats (a byte
// each), the reason (a byte), the turns, each metric of each of the
// schema's entities in order, the number of marks placed, their cells and
// the marks not placed, all little-endian (uint16 turns and mark counts,
// int32 metrics, int16 cells). Fields the schema does not name are left
// out, so that the encoding of a game's records does not depend on the
// limits of a Record: a fingerprint of play hashes it, not r's memory.
func AppendRecord(b []byte, s *Schema, r *Record) []byte {
	for seat := range s.Seats {
		b = append(b, byte(r.Outcome[seat]))
	}
	b = append(b, r.Reason)
	b = binary.LittleEndian.AppendUint16(b, r.Turns)
	for e, ent := range s.Entities {
		for m := range ent.Metrics {
			b = binary.LittleEndian.AppendUint32(b, uint32(r.Values[e][m]))
		}
	}
	b = append(b, r.NMarks)
	for _, c := range r.Marks[:r.NMarks] {
		b = binary.LittleEndian.AppendUint16(b, uint16(c))
	}
	return binary.LittleEndian.AppendUint16(b, r.MarksLost)
}
