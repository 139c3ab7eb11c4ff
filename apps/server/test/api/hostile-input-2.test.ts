import { hostileInputSweep } from './hostile-input-sweep.ts';

// the hostile-input sweep, shard 2 of 4 (hostile-input-sweep.ts says why it is dealt into files)
hostileInputSweep(2);
