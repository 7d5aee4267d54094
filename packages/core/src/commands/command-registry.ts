import { Injectable } from '@nestjs/common';
import type { CommandEntity } from './command.entity';

export interface CommandContext {
  command: CommandEntity;
  body: Record<string, unknown>;
  /** Shows progress in the command resource's `message`. */
  progress(message: string): Promise<void>;
  /** Aborted when the service shuts down; long handlers should stop and let another replica resume. */
  signal: AbortSignal;
}

/** What a handler finished with: a completion message and, optionally, a result object for clients. */
export type CommandOutcome = void | string | { message?: string; outcome?: unknown };

export type CommandHandler = (context: CommandContext) => Promise<CommandOutcome>;

export interface CommandDefinition {
  /** The anchor's command name, e.g. 'EpisodeSearch'. */
  name: string;
  handler: CommandHandler;
  /** Validates and normalises the request body before the command is queued; throw ValidationError. */
  validate?: (body: Record<string, unknown>) => Record<string, unknown> | void;
}

/** Every command a service can run, registered by the modules that own them. */
@Injectable()
export class CommandRegistry {
  private readonly definitions = new Map<string, CommandDefinition>();

  register(definition: CommandDefinition): void {
    this.definitions.set(definition.name.toLowerCase(), definition);
  }

  /** Case-insensitive, with or without the "Command" suffix, as the anchors match names. */
  find(name: string): CommandDefinition | undefined {
    const key = name.trim().toLowerCase().replace(/command$/, '');
    return this.definitions.get(key);
  }

  names(): string[] {
    return [...this.definitions.values()].map((d) => d.name).sort();
  }
}
