import type { OperatorView } from '@orbitwise/contracts/admin';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../audit/audit.repository';
import { AuditService } from '../audit/audit.service';
import { SessionsRepository } from '../auth/sessions.repository';
import { SessionsService } from '../auth/sessions.service';
import type { AppConfig } from '../config/env';
import { Database } from '../platform/database/database';
import { cliDatabase } from '../platform/database/cli-database';
import type { EmbeddedCluster } from '../platform/database/embedded-postgres';
import { migrateExclusively } from '../platform/database/migrate';
import { typeormOptions } from '../platform/database/typeorm-options';
import { CliError } from './cli-error';
import type { CreateCommand } from './operator-cli';
import { operatorLabel, operatorTarget } from './operator-view';
import { OperatorsRepository } from './operators.repository';
import { OperatorsService } from './operators.service';
import { Passwords } from './passwords';

/** DATABASE_URL; else the embedded cluster: the running app's, or started for this command. */
async function connect(config: AppConfig): Promise<{ url: string; cluster?: EmbeddedCluster }> {
  try {
    return await cliDatabase(config);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}

/** Connects, migrates, creates the operator and audits it (no actor: the command line). */
export async function createOperator(
  config: AppConfig,
  command: CreateCommand,
  password: string,
): Promise<OperatorView> {
  const { url, cluster } = await connect(config);
  const dataSource = new DataSource(typeormOptions(url, false));
  try {
    await dataSource.initialize().catch((error: Error) => {
      throw new CliError(`Cannot connect to the database: ${error.message}`);
    });
    await migrateExclusively(dataSource);
    const db = new Database(dataSource);
    const audit = new AuditService(new AuditRepository(db));
    const sessions = new SessionsService(new SessionsRepository(db), config);
    const operators = new OperatorsService(
      new OperatorsRepository(db),
      new Passwords(config),
      sessions,
      audit,
    );
    const operator = await operators.create({ ...command, password });
    await audit.record({
      actor: null,
      action: 'operator-created',
      target: operatorTarget(operator.id),
      targetLabel: operatorLabel(operator),
      changes: [{ field: 'role', from: null, to: operator.role }],
    });
    return operator;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await cluster?.stop();
  }
}
