import { ActiveStatus, type RoleKind, type UserSkill } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantJoinTable, tenantReference, timestamps } from './columns.js';

export const roles = pgTable(
  'roles',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    kind: smallint('kind').$type<RoleKind>().notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('roles_clinic_id_id').on(t.clinicId, t.id),
    unique('roles_clinic_name').on(t.clinicId, t.name),
  ],
);

export const roleScreenPermissions = pgTable(
  'role_screen_permissions',
  {
    clinicId: integer('clinic_id').notNull(),
    roleId: integer('role_id').notNull(),
    screenId: smallint('screen_id').notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.screenId] }),
    tenantReference(t.clinicId, t.roleId, roles).onDelete('cascade'),
  ],
);

export const roleFeatures = pgTable(
  'role_features',
  {
    clinicId: integer('clinic_id').notNull(),
    roleId: integer('role_id').notNull(),
    featureId: smallint('feature_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.featureId] }),
    tenantReference(t.clinicId, t.roleId, roles).onDelete('cascade'),
  ],
);

export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    /** Stored lower-case; unique across clinics because sign-in names no clinic. */
    email: text('email').notNull().unique(),
    phone: text('phone').unique(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: smallint('status').$type<ActiveStatus>().notNull().default(ActiveStatus.Active),
    roleId: integer('role_id').notNull(),
    avatarFileId: integer('avatar_file_id'),
    skills: smallint('skills').array().$type<UserSkill[]>().notNull().default(sql`'{}'::smallint[]`),
    language: text('language').notNull().default('vi'),
    ...timestamps(),
  },
  (t) => [
    unique('users_clinic_id_id').on(t.clinicId, t.id),
    tenantReference(t.clinicId, t.roleId, roles),
    index('users_full_name_search').using('gin', sql`f_unaccent(lower(${t.fullName})) gin_trgm_ops`),
    // The employee list's two orders, the id as tiebreak, so a page stops early.
    index('users_by_name').on(t.clinicId, t.fullName, t.id),
    index('users_newest').on(t.clinicId, t.createdAt, t.id),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    allLocations: boolean('all_locations').notNull().default(false),
    allDoctors: boolean('all_doctors').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('user_groups_clinic_id_id').on(t.clinicId, t.id),
    unique('user_groups_clinic_name').on(t.clinicId, t.name),
  ],
);

export const userGroupMembers = tenantJoinTable(
  'user_group_members',
  { key: 'groupId', name: 'group_id', references: userGroups, onDelete: 'cascade' },
  { key: 'userId', name: 'user_id', references: users, onDelete: 'cascade' },
);
