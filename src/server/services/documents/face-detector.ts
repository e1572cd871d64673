// Face detection for the photo checks (docs/decisions/0040-face-detection.md): face-api's SSD
// MobileNet v1 detector and 68-point landmarks on TensorFlow.js' WASM backend, in the heavy-work
// threads. Everything it needs is read from node_modules on disk: the wasm binaries, face-api's
// Node build and its model weights. Nothing is downloaded, at install or at run time.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compileFunction } from 'node:vm';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

const require = createRequire(import.meta.url);

export interface Point {
  x: number;
  y: number;
}

export interface DetectedFace {
  /** The detector's box, in the pixels of the image given: about brows to chin. */
  box: { x: number; y: number; width: number; height: number };
  score: number;
  /** Centres of the eyes as they appear in the image (left is the one on the left). */
  leftEye: Point;
  rightEye: Point;
  /** The lowest point of the jaw outline. */
  chin: Point;
}

export interface RgbImage {
  /** Packed 8-bit RGB, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** Faces under this score are not counted (SSD MobileNet's own default). */
const MIN_SCORE = 0.5;

// The part of face-api this file uses; its own typings import the @tensorflow/tfjs umbrella,
// which is not installed.
interface FaceApiBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface FaceApiDetection {
  score: number;
  box: FaceApiBox;
}
interface FaceApiNet {
  loadFromWeightMap(weights: tf.NamedTensorMap): void;
  dispose(): void;
}
interface FaceApi {
  SsdMobilenetv1: new () => FaceApiNet & {
    locateFaces(input: tf.Tensor3D, options: object): Promise<FaceApiDetection[]>;
  };
  SsdMobilenetv1Options: new (options: { minConfidence: number; maxResults: number }) => object;
  FaceLandmark68Net: new () => FaceApiNet & {
    detectLandmarks(input: tf.Tensor3D): Promise<{ relativePositions: Point[] }>;
  };
  extractFaceTensors(image: tf.Tensor3D, boxes: FaceApiDetection[]): Promise<tf.Tensor3D[]>;
}

/**
 * face-api's Node WASM build (dist/face-api.node-wasm.js) requires the @tensorflow/tfjs
 * umbrella, of which it uses only tfjs-core: it is evaluated here as the CommonJS module it is,
 * with tfjs-core handed over in the umbrella's place. tfjs-core leaves out the chained tensor
 * methods (`x.as3D(...)` for `tf.reshape(x, ...)`) that the umbrella adds; those face-api calls
 * are added below.
 */
let faceApi: FaceApi | undefined;
function loadFaceApi(): FaceApi {
  if (faceApi) return faceApi;
  addChainedMethods();
  const file = require.resolve('@vladmandic/face-api/dist/face-api.node-wasm.js');
  const run = compileFunction(
    readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file },
  );
  const module = { exports: {} as FaceApi };
  const requireFor = (id: string): unknown => (id === '@tensorflow/tfjs' ? tf : require(id));
  run(module.exports, requireFor, module, file, dirname(file));
  faceApi = module.exports;
  return faceApi;
}

type Method = (this: tf.Tensor, ...args: unknown[]) => tf.Tensor;

/** The chained methods of the umbrella's register_all_chained_ops that face-api uses. */
function addChainedMethods(): void {
  // By name, through Reflect: the methods are added to a class tfjs-core types without them.
  const add = (name: string, method: Method) => {
    if (Reflect.get(tf.Tensor.prototype, name) === undefined)
      Reflect.set(tf.Tensor.prototype, name, method);
  };
  const op = (name: string): ((x: tf.Tensor, ...args: unknown[]) => tf.Tensor) => {
    const found: unknown = Reflect.get(tf, name);
    if (typeof found !== 'function') throw new Error(`tfjs-core has no ${name}`);
    return found as (x: tf.Tensor, ...args: unknown[]) => tf.Tensor;
  };
  add('as1D', function () {
    return tf.reshape(this, [this.size]);
  });
  for (const name of ['as2D', 'as3D', 'as4D']) {
    add(name, function (...shape) {
      return tf.reshape(this, shape as number[]);
    });
  }
  add('toFloat', function () {
    return tf.cast(this, 'float32');
  });
  add('toInt', function () {
    return tf.cast(this, 'int32');
  });
  for (const name of [
    'add',
    'sub',
    'mul',
    'div',
    'mean',
    'reshape',
    'expandDims',
    'squeeze',
    'slice',
    'concat',
    'transpose',
  ]) {
    const apply = op(name);
    add(name, function (...args) {
      return apply(this, ...args);
    });
  }
}

let backendReady: Promise<void> | undefined;

/**
 * The WASM backend, single-threaded (the pool's threads are the parallelism), its binaries read
 * from @tensorflow/tfjs-backend-wasm/dist by path. There is no fallback: tfjs' plain JavaScript
 * CPU backend takes 20 to 30 s per photo here, past the job's budget; without WASM the check
 * fails and says so (photo-face.ts).
 */
function backend(): Promise<void> {
  backendReady ??= (async () => {
    const wasmFile = require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm');
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
    setWasmPaths(`${dirname(wasmFile)}/`);
    if (!(await tf.setBackend('wasm'))) throw new Error('The tfjs WASM backend did not start');
    await tf.ready();
  })();
  return backendReady;
}

interface WeightsManifest {
  paths: string[];
  weights: tf.io.WeightsManifestEntry[];
}

/** A model's weights, read from face-api's model folder: the manifest and its .bin files. */
async function readWeights(name: string): Promise<tf.NamedTensorMap> {
  const manifestFile = require.resolve(`@vladmandic/face-api/model/${name}-weights_manifest.json`);
  const groups = JSON.parse(await readFile(manifestFile, 'utf8')) as WeightsManifest[];
  const map: tf.NamedTensorMap = {};
  for (const group of groups) {
    const buffers = await Promise.all(
      group.paths.map((path) => readFile(join(dirname(manifestFile), path))),
    );
    const joined = Buffer.concat(buffers);
    const weights = joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength);
    Object.assign(map, tf.io.decodeWeights(weights, group.weights));
  }
  return map;
}

const mean = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

export interface FaceDetector {
  detect(image: RgbImage): Promise<DetectedFace[]>;
}

/** Loads face-api, the backend and both models; each call loads the models afresh. */
export async function createFaceDetector(): Promise<FaceDetector> {
  await backend();
  const faceapi = loadFaceApi();
  const detector = new faceapi.SsdMobilenetv1();
  detector.loadFromWeightMap(await readWeights('ssd_mobilenetv1_model'));
  const landmarks = new faceapi.FaceLandmark68Net();
  landmarks.loadFromWeightMap(await readWeights('face_landmark_68_model'));
  const options = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: 10 });

  return {
    async detect({ data, width, height }) {
      const image = tf.tensor3d(data, [height, width, 3], 'int32');
      try {
        const found = await detector.locateFaces(image, options);
        if (found.length === 0) return [];
        const crops = await faceapi.extractFaceTensors(image, found);
        try {
          const faces: DetectedFace[] = [];
          for (const [i, detection] of found.entries()) {
            const { box } = detection;
            // Landmarks come relative to the face's crop, 0..1 of its width and height.
            const marks = await landmarks.detectLandmarks(crops[i]!);
            const crop = crops[i]!.shape;
            const at = (index: number): Point => {
              const p = marks.relativePositions[index]!;
              return {
                x: Math.max(0, box.x) + p.x * crop[1],
                y: Math.max(0, box.y) + p.y * crop[0],
              };
            };
            const range = (from: number, to: number) =>
              Array.from({ length: to - from }, (_, k) => at(from + k));
            // Points 36-41 and 42-47 outline the eyes as seen; 8 is the bottom of the jaw.
            faces.push({
              box: { x: box.x, y: box.y, width: box.width, height: box.height },
              score: detection.score,
              leftEye: mean(range(36, 42)),
              rightEye: mean(range(42, 48)),
              chin: at(8),
            });
          }
          return faces;
        } finally {
          for (const crop of crops) crop.dispose();
        }
      } finally {
        image.dispose();
      }
    },
  };
}

let shared: Promise<FaceDetector> | undefined;

/** The thread's detector, loaded on first use and kept; a failed load is tried again next time. */
export function faceDetector(): Promise<FaceDetector> {
  shared ??= createFaceDetector().catch((err: unknown) => {
    shared = undefined;
    throw err;
  });
  return shared;
}
