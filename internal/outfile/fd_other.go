//go:build !unix

package outfile

import "os"

// dupDescriptor returns false: descriptors are opened by name.
func dupDescriptor(p string) (*os.File, bool) { return nil, false }

// keepOwner does nothing: owners are kept where the system has them.
func keepOwner(f *os.File, old os.FileInfo) {}
