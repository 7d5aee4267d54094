import { Body, Controller, Delete, Get, Headers, Param, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../http/id.pipe';
import { CommandService } from './command.service';
import { CommandResource, toCommandResource } from './command.resource';

@ApiTags('Command')
@Controller('command')
export class CommandController {
  constructor(private readonly commands: CommandService) {}

  @Post()
  @ApiBody({ schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: true } })
  async create(@Body() body: Record<string, unknown> | undefined, @Headers('user-agent') userAgent?: string): Promise<CommandResource> {
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    const command = await this.commands.enqueue(fields.name, fields, { clientUserAgent: userAgent ?? null });
    return toCommandResource(command);
  }

  @Get()
  async list(): Promise<CommandResource[]> {
    return (await this.commands.list()).map(toCommandResource);
  }

  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number): Promise<CommandResource> {
    return toCommandResource(await this.commands.get(id));
  }

  @Delete(':id')
  async cancel(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.commands.cancel(id);
  }
}
