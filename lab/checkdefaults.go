package lab

// DefaultGate holds a gate's defaults (tmntsim check's flags): its
// indifference width, its error rates and the most games it plays.
var DefaultGate = GateSpec{Delta: 0.02, Alpha: 0.05, Beta: 0.05, MaxBattles: 200_000}
