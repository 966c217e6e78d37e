/**
 * The shell as a runtime-only host (issue #29): no federation build plugin. The libraries are bundled as in any
 * app, imported by name so that the bundler tree-shakes React Router and Motion, and registered with the
 * federation runtime (`createInstance`, `lib: () => module`, as module-federation.io's runtime guide shows), so
 * that remotes would consume these very instances. The runtime core goes where remotes built with
 * `externalRuntime` look for it, as the build plugin's `provideExternalRuntime` puts it.
 *
 * The tree-shaken libraries are registered as what the host uses of them: a remote needing another export
 * would not find it here (the build plugin's `runtime-infer` loads a full copy then; see docs/performance.md).
 */
import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { LazyMotion, MotionConfig, m } from 'framer-motion';

/** The installed versions, written in by the build (rsbuild.config.ts). */
declare const SHARED_VERSIONS: Record<
  'react' | 'react-dom' | 'react-router-dom' | 'framer-motion' | '@module-federation/runtime',
  string
>;

/** A singleton as @site/build shares it (`singleton`, `requiredVersion ^x.y.0`, not strict). */
const singleton = (name: 'react' | 'react-dom' | 'react-router-dom' | 'framer-motion', lib: () => object) => {
  const version = SHARED_VERSIONS[name];
  const [major, minor] = version.split('.');
  return {
    version,
    lib,
    shareConfig: { singleton: true, requiredVersion: `^${major}.${minor}.0`, strictVersion: false },
  };
};

const host = 'floor';
createInstance({
  name: host,
  remotes: [],
  shareStrategy: 'loaded-first',
  shared: {
    react: singleton('react', () => React),
    'react/jsx-runtime': singleton('react', () => jsxRuntime),
    'react-dom': singleton('react-dom', () => ReactDom),
    'react-dom/client': singleton('react-dom', () => ReactDomClient),
    'react-router-dom': singleton('react-router-dom', () => ({ BrowserRouter, Link, Route, Routes })),
    'framer-motion': singleton('framer-motion', () => ({ LazyMotion, MotionConfig, m })),
  },
});

const global = globalThis as typeof globalThis & Record<string, unknown>;
global._FEDERATION_RUNTIME_CORE = runtimeCore;
global._FEDERATION_RUNTIME_CORE_FROM = { name: host, version: SHARED_VERSIONS['@module-federation/runtime'] };
