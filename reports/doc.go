// Package reports turns tmntsim's summaries into what a designer reads:
// PNG plots drawn with gonum.org/v1/plot, CSV tables with encoding/csv,
// and one HTML page (html/template) that gathers the battle's map, the
// headline numbers with their 95% intervals, every plot and a link to
// every table. It knows summaries, not the engine: the command line plays
// the battles and hands the results over.
//
// Write builds a report directory in a temporary directory next to the
// target and then puts it in place, so a report is never half written; a
// marker file tells report directories from others, which Write refuses
// to replace.
package reports
