-- +goose Up
-- Why a registered database was last found unusable (its address, its role, or what it turned out to be), shown
-- beside its status; and whether the operator registered it (api seed's demo database), which exempts it from the
-- internal-address rule. Only RegisterTrusted sets the flag; every other registration clears it.
ALTER TABLE database_connections
    ADD COLUMN status_reason text NOT NULL DEFAULT '' CHECK (length(status_reason) <= 1000),
    ADD COLUMN operator_trusted boolean NOT NULL DEFAULT false;
