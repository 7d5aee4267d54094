import { CommandEntity, CommandService } from '@arrstack/core';
import { createTestDatabase, startTestApp, waitForCommand, type TestApp, type TestDatabase } from '@arrstack/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

describe('commands shared by replicas of one service', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('replicas');
    [first, second] = await Promise.all([startTestApp(AppModule, APP, { database }), startTestApp(AppModule, APP, { database })]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('runs every command exactly once, spread over both replicas', async () => {
    const posted: number[] = [];
    for (let i = 0; i < 20; i++) {
      const replica = i % 2 === 0 ? first : second;
      posted.push((await replica.api.post('/api/v3/command').send({ name: 'CheckHealth' }).expect(201)).body.id);
    }
    const finished = await first.running.app.get(CommandService).waitFor(posted);
    expect(finished.every((c) => c.status === 'completed')).toBe(true);
    expect(finished.map((c) => c.attempts)).toEqual(posted.map(() => 1));
    expect(new Set(finished.map((c) => c.worker)).size).toBe(2);
    // Either replica answers for any command.
    expect((await second.api.get(`/api/v3/command/${posted[0]}`).expect(200)).body.status).toBe('completed');
  });

  it('resumes a command whose worker died when a replica starts', async () => {
    const repository = first.running.app.get(DataSource).getRepository(CommandEntity);
    const orphan = await repository.save(
      repository.create({ name: 'CheckHealth', body: { name: 'CheckHealth' }, status: 'started', started: new Date(Date.now() - 300_000), heartbeatAt: new Date(Date.now() - 300_000), worker: 'crashed-host:1:dead', attempts: 1 }),
    );
    const third = await startTestApp(AppModule, APP, { database });
    try {
      const done = await waitForCommand(third, orphan.id);
      expect(done).toMatchObject({ status: 'completed', result: 'successful' });
      const row = await repository.findOneByOrFail({ id: orphan.id });
      expect(row.attempts).toBe(2);
      expect(row.worker).not.toBe('crashed-host:1:dead');
    } finally {
      await third.close();
    }
  });

  it('cancels a queued command but not a finished one', async () => {
    const repository = first.running.app.get(DataSource).getRepository(CommandEntity);
    const queued = await repository.save(repository.create({ name: 'CheckHealth', body: { name: 'CheckHealth' }, status: 'queued' }));
    await first.api.delete(`/api/v3/command/${queued.id}`).expect(200);
    expect((await first.api.get(`/api/v3/command/${queued.id}`)).body.status).toBe('cancelled');
    const res = await first.api.delete(`/api/v3/command/${queued.id}`).expect(400);
    expect(res.body[0].propertyName).toBe('Status');
  });
});
