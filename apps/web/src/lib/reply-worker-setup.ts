// The reply-validation worker's first import (lib/reply-worker.ts), evaluated before zod and the schemas: as
// on the page (app/bootstrap.ts), zod validates without generating code, and never probes `new Function`,
// which the worker's own policy (no eval) would report as a violation even though zod catches its error.
import { disableZodCodegen } from '@platform/contracts/zod-jitless';

disableZodCodegen();
