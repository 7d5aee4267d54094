import { applyDecorators, Body, Controller, Get, Headers, Post, Query, Req, Res, type Type } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { asObject, CommandResource, toCommandResource } from '@arrstack/core';
import type { RenamePreview } from './rename-plan';
import type { RenameQueryParameter } from './rename.options';
import { RenameService } from './rename.service';

const PREVIEW_SCHEMA = {
  type: 'array' as const,
  items: {
    type: 'object' as const,
    properties: { existingPath: { type: 'string' }, newPath: { type: 'string' } },
    additionalProperties: true,
  },
};

function queryDocs(parameters: RenameQueryParameter[]): MethodDecorator {
  return applyDecorators(
    ...parameters.map((p) =>
      ApiQuery({
        name: p.name,
        required: p.required ?? false,
        ...(p.isArray ? { type: 'integer', isArray: true } : { schema: { type: 'integer', format: 'int32' } }),
      }),
    ),
  );
}

/** The rename controller, its query parameters documented as the app's adapter reads them. */
export function createRenameController(parameters: RenameQueryParameter[]): Type<unknown> {
  @ApiTags('Rename')
  @Controller('rename')
  class RenameController {
    constructor(private readonly rename: RenameService) {}

    /** The files whose path would change under the naming formats; paths relative to the item's folder. */
    @Get()
    @queryDocs(parameters)
    @ApiOkResponse({ schema: PREVIEW_SCHEMA })
    async preview(@Query() query: Record<string, unknown>): Promise<RenamePreview[]> {
      return this.rename.preview(query);
    }

    /** Queues the anchor's rename command (`RenameFiles`, or the item-level one) and answers as `POST command`. */
    @Post()
    @queryDocs(parameters.map((p) => ({ ...p, required: false })))
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
  return RenameController;
}
