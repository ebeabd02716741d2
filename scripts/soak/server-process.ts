// A real server process on a data folder that outlives it: started, killed with SIGKILL, started again.
import { spawn, type ChildProcess } from 'node:child_process'

export class ServerProcess {
  private child: ChildProcess | null = null
  constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        CLIENT_DIR: `${this.dataDir}/no-client`,
        SEED: 'demo',
        SEED_HISTORY_DAYS: '0',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    let errors = ''
    child.stderr!.on('data', (c: Buffer) => (errors += c.toString()))
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve())
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${errors.slice(-2000)}`)))
    })
  }

  /** kill -9: no shutdown handler runs, whatever was in flight is cut. */
  async kill(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    this.child = null
  }

  async stop(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    this.child = null
  }
}
