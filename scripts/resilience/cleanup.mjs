// Everything a run starts (processes, databases, temp dirs) registers how to undo it here, so it
// is undone in reverse order on success, on failure, on the hard timeout and on Ctrl-C.
const pending = [];

/** Registers `undo` under `label`; returns a function that runs it now (once) and forgets it. */
export function onCleanup(label, undo) {
  const entry = { label, undo };
  pending.push(entry);
  return async () => {
    const index = pending.indexOf(entry);
    if (index === -1) return;
    pending.splice(index, 1);
    await undo();
  };
}

/** Undoes everything still registered, newest first; a failing step is reported, not fatal. */
export async function cleanUpAll() {
  while (pending.length > 0) {
    const { label, undo } = pending.pop();
    try {
      await undo();
    } catch (error) {
      console.error(`cleanup: ${label} failed: ${error.message}`);
    }
  }
}
