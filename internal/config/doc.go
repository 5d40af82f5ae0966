// Package config reads the environment once, at boot, into a typed struct.
// A missing or malformed value stops the boot with a message naming it; no
// other package reads the environment.
package config
