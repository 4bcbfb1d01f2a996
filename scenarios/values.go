package scenarios

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// MaxValues bounds the values of a list ParseValues reads.
const MaxValues = 201

// Values are the numbers a sweep or a tuning gives one number of a file:
// ascending and distinct, and the range they were given as.
type Values struct {
	Xs []float64
	// Lo, Hi and Step are the range when the values were given as one
	// range a..b[:step] (Step 0 when no step was given); Ranged is false
	// for a list.
	Lo, Hi, Step float64
	Ranged       bool
}

// ParseValues parses a comma-separated list of numbers and ranges a..b or
// a..b:step (step 1 by default), such as 6,8,10 or 4..16:2 or 4,6..9. It
// rounds away the binary noise of a + k·step (RoundNumber).
func ParseValues(list string) (Values, error) {
	var v Values
	items := strings.Split(list, ",")
	for _, item := range items {
		item = strings.TrimSpace(item)
		a, b, isRange := strings.Cut(item, "..")
		if !isRange {
			x, err := ParseNumber(item)
			if err != nil {
				return v, err
			}
			v.Xs = append(v.Xs, x)
			continue
		}
		b, stepText, hasStep := strings.Cut(b, ":")
		lo, err1 := ParseNumber(a)
		hi, err2 := ParseNumber(b)
		step := 1.0
		var err3 error
		if hasStep {
			step, err3 = ParseNumber(stepText)
		}
		switch {
		case err1 != nil || err2 != nil || err3 != nil:
			return v, fmt.Errorf("range %q is not a..b or a..b:step with numbers a, b and step", item)
		case hi < lo:
			return v, fmt.Errorf("range %q goes down; write it upwards, %s..%s", item, b, a)
		case step <= 0:
			return v, fmt.Errorf("step %s is not positive", stepText)
		case (hi-lo)/step >= MaxValues:
			return v, fmt.Errorf("range %q has more than %d values; give a larger step", item, MaxValues)
		}
		if len(items) == 1 {
			v.Lo, v.Hi, v.Ranged = lo, hi, true
			if hasStep {
				v.Step = step
			}
		}
		// (hi-lo)/step < MaxValues, so k never needs to pass MaxValues;
		// bounded, since lo + k·step may not move at all where step is
		// below the spacing of floats near lo (1e300..1e300).
		for k := 0; k <= MaxValues; k++ {
			x := RoundNumber(lo + float64(k)*step)
			if x > hi+step*1e-9 {
				break
			}
			v.Xs = append(v.Xs, x)
		}
	}
	slices.Sort(v.Xs)
	v.Xs = slices.Compact(v.Xs)
	if len(v.Xs) > MaxValues {
		return v, fmt.Errorf("%d values; at most %d", len(v.Xs), MaxValues)
	}
	return v, nil
}

// ParseNumber parses one finite number of a list of values.
func ParseNumber(s string) (float64, error) {
	x, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	return x, nil
}

// RoundNumber rounds away the binary noise of a + k·step:
// 0.30000000000000004 becomes 0.3.
func RoundNumber(x float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 12, 64), 64)
	return r
}

// UnknownKey explains a path whose key file data (named source) does not
// have and the file's loader rejects (loadErr, which loading the file with
// the key added gave): the path is wrong, not the value. It returns "" for
// any other failure.
func UnknownKey(source string, data []byte, path string, loadErr error) string {
	var list ErrorList
	if !errors.As(loadErr, &list) {
		return ""
	}
	key, at, keys, ok := MissingKey(data, path)
	if !ok {
		return ""
	}
	for _, le := range list {
		_, msg, found := strings.Cut(le.Msg, fmt.Sprintf("unknown key %q", key))
		if !found {
			continue
		}
		where := "at the top level"
		if at != "" {
			where = "in " + at
		}
		hint := Suggest(key, keys)
		if hint == "" {
			// The loader's own did-you-mean, from the keys it takes there.
			if i := strings.Index(msg, " (did you mean"); i >= 0 {
				hint = msg[i:]
			}
		}
		if hint == "" && len(keys) > 0 {
			hint = " (keys there: " + strings.Join(keys, ", ") + ")"
		}
		return fmt.Sprintf("%s has no key %q %s, and the file takes none there%s", source, key, where, hint)
	}
	return ""
}
