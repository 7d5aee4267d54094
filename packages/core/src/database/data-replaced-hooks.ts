import { Injectable } from '@nestjs/common';

export type DataReplacedHook = () => Promise<void>;

/**
 * Work to redo once the schema's rows were replaced wholesale (a restore) while the service keeps running:
 * defaults seeded at start, settings held in memory. Modules register what they do at start; the restore runs them.
 */
@Injectable()
export class DataReplacedHooks {
  private readonly hooks: DataReplacedHook[] = [];

  register(hook: DataReplacedHook): void {
    this.hooks.push(hook);
  }

  async run(): Promise<void> {
    for (const hook of this.hooks) await hook();
  }
}
