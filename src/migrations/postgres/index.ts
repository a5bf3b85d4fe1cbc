import * as migration_20261121_065500_initial from './20261121_065500_initial';

export const migrations = [
  {
    up: migration_20261121_065500_initial.up,
    down: migration_20261121_065500_initial.down,
    name: '20261121_065500_initial'
  },
];
