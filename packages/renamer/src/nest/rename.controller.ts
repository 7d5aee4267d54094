import { Body, Controller, Get, Headers, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { asObject, CommandResource, toCommandResource } from '@arrstack/core';
import type { RenamePreview } from './rename-plan';
import { RenameService } from './rename.service';

@ApiTags('Rename')
@Controller('rename')
export class RenameController {
  constructor(private readonly rename: RenameService) {}

  /** The files whose path would change under the naming formats; paths relative to the item's folder. */
  @Get()
  @ApiOkResponse({
    schema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { existingPath: { type: 'string' }, newPath: { type: 'string' } },
        additionalProperties: true,
      },
    },
  })
  async preview(@Query() query: Record<string, unknown>): Promise<RenamePreview[]> {
    return this.rename.preview(query);
  }

  /** Queues the anchor's rename command (`RenameFiles`, or the item-level one) and answers as `POST command`. */
  @Post()
  @ApiBody({ schema: { type: 'object', additionalProperties: true }, required: false })
  @ApiCreatedResponse({ type: CommandResource })
  async execute(
    @Query() query: Record<string, unknown>,
    @Body() body: unknown,
    @Headers('user-agent') userAgent: string | undefined,
    @Req() request: { url: string; originalUrl?: string },
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
  ): Promise<CommandResource> {
    const command = await this.rename.enqueue(query, asObject(body) ?? {}, userAgent ?? null);
    const url = (request.originalUrl ?? request.url).split('?')[0].replace(/\/+$/, '');
    reply.header('Location', `${url.replace(/\/rename$/i, '/command')}/${command.id}`);
    return toCommandResource(command);
  }
}
