import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isoSeconds, timeSpan } from '../http/json';
import type { CommandEntity } from './command.entity';

/** The anchors' CommandResource. */
export class CommandResource {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The name split into words, e.g. "Episode Search"' }) commandName!: string;
  @ApiPropertyOptional() message?: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) body!: Record<string, unknown>;
  @ApiProperty({ enum: ['normal', 'high', 'low'] }) priority!: string;
  @ApiProperty({ enum: ['queued', 'started', 'completed', 'failed', 'aborted', 'cancelled', 'orphaned'] }) status!: string;
  @ApiProperty({ enum: ['unknown', 'successful', 'unsuccessful'] }) result!: string;
  @ApiProperty() queued!: string;
  @ApiPropertyOptional() started?: string;
  @ApiPropertyOptional() ended?: string;
  @ApiPropertyOptional({ description: '[d.]hh:mm:ss.fffffff' }) duration?: string;
  @ApiPropertyOptional() exception?: string;
  @ApiProperty({ enum: ['unspecified', 'manual', 'scheduled'] }) trigger!: string;
  @ApiPropertyOptional() clientUserAgent?: string;
  @ApiPropertyOptional() stateChangeTime?: string;
  @ApiProperty() sendUpdatesToClient!: boolean;
  @ApiProperty() updateScheduledTask!: boolean;
  @ApiPropertyOptional() lastExecutionTime?: string;
  @ApiPropertyOptional({ description: 'What the command produced, where it produces something (arrstack extension)' })
  outcome?: unknown;
}

export function commandWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

export function toCommandResource(command: CommandEntity): CommandResource {
  const duration = command.started && command.ended ? timeSpan(command.ended.getTime() - command.started.getTime()) : undefined;
  return {
    id: command.id,
    name: command.name,
    commandName: commandWords(command.name),
    message: command.message ?? undefined,
    body: {
      sendUpdatesToClient: true,
      updateScheduledTask: true,
      requiresDiskAccess: false,
      isExclusive: false,
      isLongRunning: false,
      suppressMessages: false,
      ...command.body,
      trigger: command.trigger,
      lastStartTime: isoSeconds(command.started),
    },
    priority: command.priority,
    status: command.status,
    result: command.result,
    queued: isoSeconds(command.queued)!,
    started: isoSeconds(command.started),
    ended: isoSeconds(command.ended),
    duration,
    exception: command.exception ?? undefined,
    trigger: command.trigger,
    clientUserAgent: command.clientUserAgent ?? undefined,
    stateChangeTime: isoSeconds(command.stateChangeTime),
    sendUpdatesToClient: true,
    updateScheduledTask: true,
    lastExecutionTime: isoSeconds(command.ended),
    outcome: command.outcome ?? undefined,
  };
}
