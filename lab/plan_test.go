package lab

import (
	"testing"
	"time"
)

func TestBudget(t *testing.T) {
	if stop := NewBudget(0).Stop(time.Hour); stop != nil {
		t.Error("no budget gives a stop rule")
	}
	b := &Budget{Total: 10 * time.Second, Start: time.Now()}
	if d := b.Share(0.3, 1, 1); d < 2900*time.Millisecond || d > 3*time.Second {
		t.Errorf("share 0.3 of 10 s: %v, want about 3 s", d)
	}
	if d := b.Share(0.4, 0.7, 2); d < 2800*time.Millisecond || d > 2858*time.Millisecond {
		t.Errorf("share 0.4 of 0.7 of 10 s over 2 runs: %v, want about 2.857 s", d)
	}
	stop := b.Stop(0)
	for _, c := range []struct {
		done int64
		want bool
	}{{5, false}, {10, true}, {15, false}, {20, true}} {
		if got := stop(c.done); got != c.want {
			t.Errorf("spent budget, %d games: stop %v, want %v", c.done, got, c.want)
		}
	}
	if b.Stop(time.Hour)(100) {
		t.Error("a run stopped before its time")
	}
	slow := b.Stop(10 * time.Millisecond)
	over := (&Budget{Total: time.Hour, Start: time.Now().Add(-time.Hour + 20*time.Millisecond)}).Stop(time.Hour)
	if over(1) {
		t.Error("a run stopped before its budget's end")
	}
	time.Sleep(30 * time.Millisecond)
	if !slow(1) {
		t.Error("a run of 30 ms a game, its share spent: it goes on to its checkpoint, want it stopped")
	}
	if !over(1) {
		t.Error("a run of 30 ms a game past its budget's end goes on, want it stopped")
	}
}
