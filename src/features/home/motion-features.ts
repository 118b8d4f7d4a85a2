// Loaded on demand by <LazyMotion>, so the animation engine is not part of Home's first download.
export { domAnimation } from 'framer-motion';
