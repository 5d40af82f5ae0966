// Package chat stores chats and turns and runs a turn's lifecycle around the
// agent: the running row before the first model call, every frame stored as
// it is sent (so a reconnect replays and follows), compaction, limits, the
// model-call audit, and recovery of turns left running by a dead process.
// Every query names the workspace and the user: nobody reads another
// person's chat.
package chat
