package auth

import (
	"context"
	"errors"
	"fmt"

	"knowledgestack/internal/errs"
)

// Who may create an account (SIGNUP); the values match config.Signup*.
const (
	// SignupOpen lets anyone create an account, local or with a sign-in provider.
	SignupOpen = "open"
	// SignupInvite creates an account only for someone holding a valid workspace join code.
	SignupInvite = "invite"
	// SignupClosed creates no accounts; existing ones still sign in.
	SignupClosed = "closed"
)

// Invitations tells whether a workspace join code is valid (workspace.Service).
type Invitations interface {
	JoinCodeExists(ctx context.Context, code string) (bool, error)
}

// The refusals a would-be new account sees, local or with a sign-in provider.
var (
	ErrSignupClosed   = errs.E(errs.Forbidden, "sign-up is closed on this server; ask an administrator to create your account")
	ErrInviteRequired = errs.E(errs.Forbidden, "sign-up needs an invitation: enter the join code of the workspace you were invited to")
	ErrInviteInvalid  = errs.E(errs.Forbidden, "no workspace has this join code; check it with whoever invited you")
)

// signupPolicy decides whether a new account may be made.
type signupPolicy struct {
	mode        string
	invitations Invitations
}

func newSignupPolicy(mode string, inv Invitations) (signupPolicy, error) {
	if mode == "" {
		mode = SignupOpen
	}
	switch mode {
	case SignupOpen, SignupClosed:
	case SignupInvite:
		if inv == nil {
			return signupPolicy{}, errors.New("SIGNUP=invite needs a join-code checker")
		}
	default:
		return signupPolicy{}, fmt.Errorf("signup mode %q is not open, invite or closed", mode)
	}
	return signupPolicy{mode: mode, invitations: inv}, nil
}

// allow returns nil when a new account may be made with this join code.
func (p signupPolicy) allow(ctx context.Context, joinCode string) error {
	switch p.mode {
	case SignupClosed:
		return ErrSignupClosed
	case SignupInvite:
		if joinCode == "" {
			return ErrInviteRequired
		}
		ok, err := p.invitations.JoinCodeExists(ctx, joinCode)
		if err != nil {
			return fmt.Errorf("sign up: %w", err)
		}
		if !ok {
			return ErrInviteInvalid
		}
	}
	return nil
}
