package scenarios

// A Kind is a kind of file a game reads (battle, deck, table, ...): its
// name, a line saying what it is, and its JSON Schema, for editors
// (tmntsim schema).
type Kind struct {
	Name, What string
	Schema     func() []byte
}
