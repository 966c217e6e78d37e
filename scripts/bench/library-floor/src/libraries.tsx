import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { LazyMotion, MotionConfig, m } from 'framer-motion';
import { FloorPage, headingText, rootElement } from './FloorPage';

/** As the ui kit's MotionRoot (shared/ui/src/motion.tsx): the animation features wait for the visitor's first move. */
const firstUse = new Promise<void>((resolve) => {
  for (const type of ['pointermove', 'pointerdown', 'keydown', 'scroll'])
    addEventListener(type, () => resolve(), { once: true, passive: true });
});
const motionFeatures = () => firstUse.then(() => import('./motionFeatures')).then((module) => module.default);

startTransition(() => {
  hydrateRoot(
    rootElement(),
    <StrictMode>
      <BrowserRouter>
        <LazyMotion features={motionFeatures} strict>
          <MotionConfig reducedMotion="user">
            <Routes>
              <Route
                path="*"
                element={<FloorPage heading={<m.h1>{headingText}</m.h1>} link={<Link to="/">Home</Link>} />}
              />
            </Routes>
          </MotionConfig>
        </LazyMotion>
      </BrowserRouter>
    </StrictMode>,
  );
});
