import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/multipart';
import fs from 'node:fs';
import { ParseIdPipe, ValidationError, asObject } from '@arrstack/core';
import { BACKUP_TYPES } from '../archive/backup-manifest';
import { BackupService, type BackupResource } from './backup.service';

interface RestoreResult {
  restartRequired: boolean;
}

const RESTORED: RestoreResult = { restartRequired: false };

@ApiTags('Backup')
@Controller('system/backup')
export class BackupController {
  constructor(private readonly backups: BackupService) {}

  @Get()
  async list(): Promise<BackupResource[]> {
    return this.backups.list();
  }

  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number): Promise<Record<string, never>> {
    await this.backups.delete(id);
    return {};
  }

  @Get(':id/download')
  async download(@Param('id', ParseIdPipe) id: number, @Res() reply: FastifyReply): Promise<void> {
    const backup = await this.backups.find(id);
    await reply.type('application/zip').header('Content-Disposition', `attachment; filename="${backup.name}"`).send(fs.createReadStream(backup.filePath));
  }

  /** The anchors' restore of a listed backup. */
  @Post('restore/:id')
  @HttpCode(200)
  async restoreById(@Param('id', ParseIdPipe) id: number): Promise<RestoreResult> {
    await this.backups.restoreById(id);
    return RESTORED;
  }

  /** The anchors' restore from an uploaded archive (multipart; the first file part is used). */
  @Post('restore/upload')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  async restoreUpload(@Req() request: FastifyRequest): Promise<RestoreResult> {
    await this.restoreMultipart(request);
    return RESTORED;
  }

  /** The spec's route: a JSON `{id}` or a multipart upload. */
  @Post('restore')
  @HttpCode(200)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { id: { type: 'integer' } } } })
  async restore(@Req() request: FastifyRequest, @Body() body: unknown): Promise<RestoreResult> {
    if (request.isMultipart()) {
      await this.restoreMultipart(request);
      return RESTORED;
    }
    const id = new ParseIdPipe().transform(asObject(body)?.id);
    if (id === undefined) throw ValidationError.single('Id', 'Give the id of a backup, or upload a backup file', body);
    await this.backups.restoreById(id);
    return RESTORED;
  }

  private async restoreMultipart(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) throw ValidationError.single('File', 'file must be provided', undefined);
    const part = await request.file({ limits: { fileSize: this.backups.maxBytes, files: 1 } });
    if (!part) throw ValidationError.single('File', 'file must be provided', undefined);
    const stored = await this.backups.receiveUpload(part.filename, part.file);
    try {
      await this.backups.restoreFile(stored);
    } finally {
      await fs.promises.unlink(stored).catch(() => undefined);
    }
  }
}

/** The `path` the backup list gives (`/backup/<type>/<name>`) downloads the archive, as in the anchors. */
@ApiTags('Backup')
@Controller('backup')
export class BackupFileController {
  constructor(private readonly backups: BackupService) {}

  @Get(':type/:name')
  async file(@Param('type') type: string, @Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const backup = (await this.backups.list()).find((b) => b.type === type && b.name === name && (BACKUP_TYPES as readonly string[]).includes(type));
    if (!backup) {
      await reply.status(404).send({ message: 'NotFound' });
      return;
    }
    const info = await this.backups.find(backup.id);
    await reply.type('application/zip').header('Content-Disposition', `attachment; filename="${info.name}"`).send(fs.createReadStream(info.filePath));
  }
}
