package stats

import (
	"fmt"
	"strconv"
	"strings"
)

// maxShards bounds the shard count of a Coverage, and so the common shard
// count two merged coverages are expanded to.
const maxShards = 1 << 16

// A Coverage is the set of battle indices a summary covers, kept compact:
// for each residue Residues[i] modulo Shards, the first Counts[i] indices
// of that residue class (Residues[i], Residues[i]+Shards, …). A run with
// --shard i/n covers one residue; an unsharded run is shard 0/1 and covers
// battles 0 … Counts[0]-1. A residue listed with count 0 is still claimed:
// a shard that played no battle cannot be merged with itself.
//
// Coverages are kept in their canonical form, the one with the fewest
// shards that describes the same set, so that merging shards 0/3, 1/3 and
// 2/3 of a run of N battles gives the coverage of the unsharded run, 0/1
// with count N.
type Coverage struct {
	Shards   int
	Residues []int   // ascending, each in [0, Shards)
	Counts   []int64 // Counts[i] battles of residue Residues[i]
}

// ShardCoverage returns the coverage of the first count battles of shard
// i/n. It panics unless 0 <= i < n and count >= 0.
func ShardCoverage(i, n int, count int64) Coverage {
	if n < 1 || i < 0 || i >= n || count < 0 || n > maxShards {
		panic(fmt.Sprintf("stats: shard %d/%d with %d battles", i, n, count))
	}
	return Coverage{Shards: n, Residues: []int{i}, Counts: []int64{count}}
}

// ShardBattles returns how many of battles 0 … battles-1 belong to shard
// i/n: those with index i, i+n, i+2n, … below battles.
func ShardBattles(i, n int, battles int64) int64 {
	if battles <= int64(i) {
		return 0
	}
	return (battles-int64(i)-1)/int64(n) + 1 // without overflow for any battles
}

// HeldBattles returns how many of a run's battles 0 … battles-1 belong
// to the shards c claims (ShardBattles summed over them): battles when c
// claims every shard, the shard's own count for one shard.
func (c Coverage) HeldBattles(battles int64) int64 {
	var n int64
	for _, r := range c.Residues {
		n += ShardBattles(r, c.Shards, battles)
	}
	return n
}

// ParseShard parses "i/n" with 0 <= i < n.
func ParseShard(s string) (i, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n || n > maxShards {
		return 0, 0, fmt.Errorf("shard %q is not i/n with 0 <= i < n <= %d (e.g. 0/4)", s, maxShards)
	}
	return i, n, nil
}

// Total returns the number of battles covered.
func (c Coverage) Total() int64 {
	var t int64
	for _, n := range c.Counts {
		t += n
	}
	return t
}

// Label returns the shard label of c: "i/n" for one residue, "i,j,…/n" for
// several, e.g. "0/1" for an unsharded run.
func (c Coverage) Label() string {
	var b strings.Builder
	for k, r := range c.Residues {
		if k > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(r))
	}
	return b.String() + "/" + strconv.Itoa(c.Shards)
}

// Missing returns the shards of the run, modulo c.Shards, that c does not
// claim: none for a whole run (0/1), 2 and 3 for shards 0,1/4.
func (c Coverage) Missing() []int {
	var miss []int
	k := 0
	for r := range c.Shards {
		if k < len(c.Residues) && c.Residues[k] == r {
			k++
			continue
		}
		miss = append(miss, r)
	}
	return miss
}

// mostMissingNamed bounds how many missing shards ShardsHeld names.
const mostMissingNamed = 8

// ShardsHeld says, in words, how many of its run's shards c holds and which
// are missing ("2 of 4 shards, missing 2/4, 3/4"; the first few of many,
// then how many in all), or "" if c claims every shard.
func (c Coverage) ShardsHeld() string {
	miss := c.Missing()
	if len(miss) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d of %d shards, missing ", len(c.Residues), c.Shards)
	for k, r := range miss {
		if k == mostMissingNamed {
			fmt.Fprintf(&b, ", … (%d in all)", len(miss))
			break
		}
		if k > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%d/%d", r, c.Shards)
	}
	return b.String()
}

// Contiguous returns n and true if c covers exactly battles 0 … n-1.
func (c Coverage) Contiguous() (n int64, ok bool) {
	if c.Shards == 1 && len(c.Residues) == 1 {
		return c.Counts[0], true
	}
	return 0, false
}

// parseLabel returns the coverage whose label is s and whose counts are
// counts, checking that it is well formed and canonical.
func parseLabel(s string, counts []int64) (Coverage, error) {
	rs, ns, ok := strings.Cut(s, "/")
	n, err := strconv.Atoi(ns)
	if !ok || err != nil || n < 1 || n > maxShards {
		return Coverage{}, fmt.Errorf("shard %q is not i/n", s)
	}
	c := Coverage{Shards: n, Counts: counts}
	for _, f := range strings.Split(rs, ",") {
		r, err := strconv.Atoi(f)
		if err != nil || r < 0 || r >= n || len(c.Residues) > 0 && r <= c.Residues[len(c.Residues)-1] {
			return Coverage{}, fmt.Errorf("shard %q is not i/n or i,j,…/n with ascending residues below n", s)
		}
		c.Residues = append(c.Residues, r)
	}
	if len(counts) != len(c.Residues) {
		return Coverage{}, fmt.Errorf("shard %q lists %d residues but shard_counts has %d counts", s, len(c.Residues), len(counts))
	}
	for _, k := range counts {
		if k < 0 {
			return Coverage{}, fmt.Errorf("shard_counts has a negative count %d", k)
		}
	}
	if canon := c.canonical(); canon.Label() != c.Label() {
		return Coverage{}, fmt.Errorf("shard %q with counts %v is not in canonical form (%s)", s, counts, canon.Label())
	}
	return c, nil
}

// dense returns c expanded to m shards (a multiple of c.Shards): claimed[r]
// and count[r] for every residue r modulo m.
func (c Coverage) dense(m int) (claimed []bool, count []int64) {
	k := m / c.Shards
	claimed = make([]bool, m)
	count = make([]int64, m)
	for i, r := range c.Residues {
		// Residue r modulo n splits into r + j*n modulo m, j < k; the first
		// Counts[i] indices of r take turns among them.
		for j := range k {
			claimed[r+j*c.Shards] = true
			if n := c.Counts[i]; n > int64(j) {
				count[r+j*c.Shards] = (n - int64(j) + int64(k) - 1) / int64(k)
			}
		}
	}
	return claimed, count
}

// fromDense builds the canonical coverage of claimed and count modulo m.
func fromDense(claimed []bool, count []int64) Coverage {
	m := len(claimed)
	for d := 1; d < m; d++ {
		if m%d != 0 {
			continue
		}
		c := Coverage{Shards: d}
		for r := range d {
			if claimed[r] {
				var total int64
				for j := r; j < m; j += d {
					total += count[j]
				}
				c.Residues = append(c.Residues, r)
				c.Counts = append(c.Counts, total)
			}
		}
		cl, ct := c.dense(m)
		if equalDense(cl, ct, claimed, count) {
			return c
		}
	}
	c := Coverage{Shards: m}
	for r := range m {
		if claimed[r] {
			c.Residues = append(c.Residues, r)
			c.Counts = append(c.Counts, count[r])
		}
	}
	return c
}

func equalDense(cl1 []bool, ct1 []int64, cl2 []bool, ct2 []int64) bool {
	for r := range cl1 {
		if cl1[r] != cl2[r] || ct1[r] != ct2[r] {
			return false
		}
	}
	return true
}

// canonical returns c in canonical form.
func (c Coverage) canonical() Coverage {
	return fromDense(c.dense(c.Shards))
}

// Union returns the coverage of the battles of c and d, or an error if they
// claim a common shard or the common shard count would be too large.
func (c Coverage) Union(d Coverage) (Coverage, error) {
	g := gcd(c.Shards, d.Shards)
	m := c.Shards / g * d.Shards
	if m > maxShards {
		return Coverage{}, fmt.Errorf("shards %s and %s have no common shard count up to %d", c.Label(), d.Label(), maxShards)
	}
	cl1, ct1 := c.dense(m)
	cl2, ct2 := d.dense(m)
	for r := range m {
		if cl1[r] && cl2[r] {
			if ct1[r] > 0 && ct2[r] > 0 {
				return Coverage{}, fmt.Errorf("overlapping battles: shards %s and %s both cover battle %d", c.Label(), d.Label(), r)
			}
			return Coverage{}, fmt.Errorf("overlapping shards: %s and %s both claim shard %d/%d", c.Label(), d.Label(), r, m)
		}
		if cl2[r] {
			cl1[r], ct1[r] = true, ct2[r]
		}
	}
	return fromDense(cl1, ct1), nil
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
