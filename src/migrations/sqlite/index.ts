import * as migration_20261121_065454_initial from './20261121_065454_initial';

export const migrations = [
  {
    up: migration_20261121_065454_initial.up,
    down: migration_20261121_065454_initial.down,
    name: '20261121_065454_initial'
  },
];
