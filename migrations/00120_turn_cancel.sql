-- +goose Up
-- A turn outlives its connection; stopping it is explicit. The cancel route
-- sets cancel_requested_at and notifies ks_turn_cancel; the process running
-- the turn (any replica) stops its model call, and its heartbeat re-reads
-- this column as a backstop for a lost notification. See docs/adr/0022.
ALTER TABLE turns ADD COLUMN cancel_requested_at timestamptz;

-- +goose Down
ALTER TABLE turns DROP COLUMN cancel_requested_at;
