import type { ApiModule } from '../../core/module';
import { backupRoutes } from './backup.routes';

/** The superadmin's backup download (ADR 022); the backup itself is in src/ops. */
export const backupModule: ApiModule = { name: 'backup', routes: backupRoutes };
