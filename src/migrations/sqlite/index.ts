import * as migration_20261121_065454_initial from './20261121_065454_initial';
import * as migration_20261121_105857_catalogue_specs_search from './20261121_105857_catalogue_specs_search';

export const migrations = [
  {
    up: migration_20261121_065454_initial.up,
    down: migration_20261121_065454_initial.down,
    name: '20261121_065454_initial',
  },
  {
    up: migration_20261121_105857_catalogue_specs_search.up,
    down: migration_20261121_105857_catalogue_specs_search.down,
    name: '20261121_105857_catalogue_specs_search'
  },
];
