# The tmntsim container image: the static binary on a minimal base with a
# shell (the README's Kubernetes Job runs it through sh -c).
#
#   docker build -t registry.example.com/tmntsim:latest .
#   docker run --rm -v "$PWD:/work" registry.example.com/tmntsim:latest run my-battle.yaml -n 100000

# Build: a static binary (no cgo, so no libc to match at run time).
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/tmntsim ./cmd/tmntsim \
	&& /out/tmntsim help >/dev/null

# Run: busybox for sh and nothing else; the binary needs no other file.
FROM busybox:1.37
COPY --from=build /out/tmntsim /usr/local/bin/tmntsim
# Not root: the Job gives its volumes to this group (fsGroup).
USER 65532:65532
WORKDIR /work
ENTRYPOINT ["tmntsim"]
CMD ["help"]
