import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@arrstack/core';
import { sourceOf, type Caller } from './indexer-search.service';
import { NewznabProxyService, type ProxyReply } from './newznab-proxy.service';

interface ProxyRequest {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  protocol: string;
}

interface RawReply {
  status(code: number): RawReply;
  header(name: string, value: string): RawReply;
  send(body: string | Buffer): unknown;
}

function callerOf(request: ProxyRequest): Caller {
  const agent = request.headers['user-agent'];
  return { source: sourceOf(typeof agent === 'string' ? agent : undefined), host: request.ip ?? '' };
}

function originOf(request: ProxyRequest): string {
  const host = request.headers['host'];
  return `${request.protocol}://${typeof host === 'string' && host ? host : 'localhost'}`;
}

function send(reply: RawReply, answer: ProxyReply): void {
  reply.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  reply.send(answer.body);
}

/** Prowlarr's Newznab/Torznab proxy; the API key is required as everywhere (usually the `apikey` query parameter). */
@ApiTags('Newznab')
@Controller()
export class NewznabProxyController {
  constructor(private readonly proxy: NewznabProxyService) {}

  @Get(':id/api')
  @ApiProduces('application/rss+xml')
  async rootApi(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: ProxyRequest,
    @Res() reply: RawReply,
  ): Promise<void> {
    send(reply, await this.proxy.api(id, query, callerOf(request), originOf(request)));
  }

  @Get('indexer/:id/newznab')
  @ApiProduces('application/rss+xml')
  async api(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: ProxyRequest,
    @Res() reply: RawReply,
  ): Promise<void> {
    send(reply, await this.proxy.api(id, query, callerOf(request), originOf(request)));
  }

  @Get(':id/download')
  async rootDownload(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: ProxyRequest,
    @Res() reply: RawReply,
  ): Promise<void> {
    send(reply, await this.proxy.download(id, query, callerOf(request)));
  }

  @Get('indexer/:id/download')
  async download(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: ProxyRequest,
    @Res() reply: RawReply,
  ): Promise<void> {
    send(reply, await this.proxy.download(id, query, callerOf(request)));
  }
}
