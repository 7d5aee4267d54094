import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HealthRegistry } from '../system/health-registry';
import { CommandRegistry } from './command-registry';
import { CommandEntity } from './command.entity';

const KEEP_FINISHED_DAYS = 14;

/** Commands every service answers: CheckHealth and Housekeeping. */
@Injectable()
export class CoreCommands implements OnModuleInit {
  constructor(
    private readonly registry: CommandRegistry,
    private readonly health: HealthRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'CheckHealth',
      handler: async () => {
        const issues = await this.health.run();
        return issues.length === 0 ? 'No health issues' : `${issues.length} health issue(s): ${issues.map((i) => i.message).join('; ')}`;
      },
    });
    this.registry.register({
      name: 'Housekeeping',
      handler: async () => {
        const result = await this.dataSource
          .getRepository(CommandEntity)
          .createQueryBuilder()
          .delete()
          .where(`status NOT IN ('queued', 'started') AND ended < now() - make_interval(days => :days)`, { days: KEEP_FINISHED_DAYS })
          .execute();
        return `Removed ${result.affected ?? 0} finished command(s) older than ${KEEP_FINISHED_DAYS} days`;
      },
    });
  }
}
