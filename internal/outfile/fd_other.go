//go:build !unix

package outfile

import "os"

// dupDescriptor returns false: descriptors are opened by name.
func dupDescriptor(p string) (*os.File, bool) { return nil, false }
