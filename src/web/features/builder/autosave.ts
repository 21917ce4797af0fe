/**
 * The builder's autosave, without React (use-autosave.ts binds it to the screen): saves the latest value
 * `delayMs` after the last change, one request at a time (a change made during a save is saved right
 * after it), never a value that does not validate (nothing half-written), and stops on a conflict until
 * the user chooses a version.
 */

export type AutosaveStatus =
  | { kind: 'saved' }
  /** Changed, waiting for the pause in typing. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** Refused before sending (the shared schema): saving waits for a fix. */
  | { kind: 'invalid'; message: string }
  /** Refused by the server (422) or not sent (network): the next change or flush tries again. */
  | { kind: 'failed'; message: string }
  /** Someone saved a newer version: nothing is saved until resolveConflict. */
  | { kind: 'conflict'; message: string; newerVersion: string | null }

export interface AutosaveDeps<T> {
  /** Sends `value` as of `version`; resolves with the new version. */
  save: (value: T, version: string | null) => Promise<string | null>
  /** A pt-BR refusal, or null when `value` can be sent. */
  validate: (value: T) => string | null
  /** The newer version when `err` is a conflict (409), else undefined. */
  conflictOf: (err: unknown) => { version: string | null } | undefined
  messageOf: (err: unknown) => string
  onStatus: (status: AutosaveStatus) => void
  delayMs: number
}

export class Autosaver<T> {
  private latest: T
  private version: string | null
  private dirty: boolean
  private timer: ReturnType<typeof setTimeout> | null = null
  private inFlight: Promise<void> | null = null
  private status: AutosaveStatus = { kind: 'saved' }
  private disposed = false

  constructor(private readonly deps: AutosaveDeps<T>, value: T, version: string | null, dirty = false) {
    this.latest = value
    this.version = version
    this.dirty = dirty
    if (dirty) this.schedule()
  }

  get current(): AutosaveStatus {
    return this.status
  }

  /** Whether some change is not on the server yet. */
  get unsaved(): boolean {
    return this.dirty || this.inFlight !== null
  }

  /** The version the next save is made against. */
  get currentVersion(): string | null {
    return this.version
  }

  change(value: T) {
    this.latest = value
    this.dirty = true
    if (this.status.kind === 'conflict') return
    if (this.status.kind !== 'saving') this.setStatus({ kind: 'pending' })
    this.schedule()
  }

  /**
   * Saves now what is pending and waits for it (leaving the page, before an export). True when
   * everything is on the server; false when something refused it (the status says what).
   */
  async flush(): Promise<boolean> {
    for (let attempts = 0; ; ) {
      this.clearTimer()
      if (this.inFlight) {
        await this.inFlight // its end may leave a change made meanwhile: loop
        continue
      }
      if (!this.dirty) return true
      const kind = this.status.kind
      if (kind === 'conflict') return false
      // A refusal seen during this flush ends it (one from before gets one more try); so would endless typing.
      if (((kind === 'failed' || kind === 'invalid') && attempts > 0) || attempts > 20) return false
      attempts++
      this.run()
      if (!this.inFlight) return false // refused before sending
    }
  }

  /**
   * After a conflict: 'theirs' takes the newer version (the caller shows its plan: call with it),
   * 'mine' saves the value on screen over it.
   */
  resolveConflict(choice: 'theirs', value: T): void
  resolveConflict(choice: 'mine'): void
  resolveConflict(choice: 'theirs' | 'mine', value?: T) {
    if (this.status.kind !== 'conflict') return
    this.version = this.status.newerVersion
    if (choice === 'theirs') {
      this.latest = value as T
      this.dirty = false
      this.setStatus({ kind: 'saved' })
      return
    }
    this.dirty = true
    this.setStatus({ kind: 'pending' })
    this.clearTimer()
    this.run()
  }

  dispose() {
    this.disposed = true
    this.clearTimer()
  }

  private schedule() {
    this.clearTimer()
    if (this.disposed) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.run()
    }, this.deps.delayMs)
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }

  private setStatus(status: AutosaveStatus) {
    this.status = status
    if (!this.disposed) this.deps.onStatus(status)
  }

  /** One save of the latest value, unless one is on its way (its end starts the next). */
  private run() {
    if (this.inFlight || !this.dirty) return
    const value = this.latest
    const refusal = this.deps.validate(value)
    if (refusal !== null) {
      this.setStatus({ kind: 'invalid', message: refusal })
      return
    }
    this.dirty = false
    this.setStatus({ kind: 'saving' })
    let failed = false
    this.inFlight = this.deps.save(value, this.version).then(
      (version) => {
        this.version = version
      },
      (err: unknown) => {
        failed = true
        // What was being saved is not on the server: it (or a newer change) is still to save.
        this.dirty = true
        const conflict = this.deps.conflictOf(err)
        if (conflict) this.setStatus({ kind: 'conflict', message: this.deps.messageOf(err), newerVersion: conflict.version })
        else this.setStatus({ kind: 'failed', message: this.deps.messageOf(err) })
      },
    ).finally(() => {
      this.inFlight = null
      if (failed) return
      if (!this.dirty) this.setStatus({ kind: 'saved' })
      else {
        // Changed during the save: save that now (its debounce has usually run out meanwhile).
        this.setStatus({ kind: 'pending' })
        if (this.timer === null) this.run()
      }
    })
  }
}
