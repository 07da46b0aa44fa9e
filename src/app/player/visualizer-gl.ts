const VERTEX = `#version 300 es
in vec2 a_pos;
in float a_level;
out float v_level;
void main() {
  v_level = a_level;
  gl_Position = vec4(a_pos, 0.0, 1.0);
}`;

const FRAGMENT = `#version 300 es
precision mediump float;
uniform vec3 u_colour;
in float v_level;
out vec4 color;
void main() {
  // The theme's accent, brighter and more opaque as the level rises: visible even when quiet.
  color = vec4(mix(u_colour, vec3(1.0), 0.35 * v_level), 0.55 + 0.45 * v_level);
}`;

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('Could not create a shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader) ?? 'shader');
  return shader;
}

/**
 * Draws the analyser's spectrum as bars each frame in `colour` (RGB 0..1); returns the stop function.
 */
export function startBars(
  gl: WebGL2RenderingContext,
  canvas: HTMLCanvasElement,
  analyser: AnalyserNode,
  colour: readonly [number, number, number] = [0.37, 0.92, 0.83],
): () => void {
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
  gl.linkProgram(program);
  gl.useProgram(program);
  gl.uniform3f(gl.getUniformLocation(program, 'u_colour'), colour[0], colour[1], colour[2]);
  const bins = new Uint8Array(analyser.frequencyBinCount);
  // The low half of the spectrum holds nearly all of music's energy: the bars spread over it.
  const bars = Math.min(48, bins.length);
  // Two triangles per bar, each vertex (x, y, level).
  const data = new Float32Array(bars * 6 * 3);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  const pos = gl.getAttribLocation(program, 'a_pos');
  const level = gl.getAttribLocation(program, 'a_level');
  gl.enableVertexAttribArray(pos);
  gl.vertexAttribPointer(pos, 2, gl.FLOAT, false, 12, 0);
  gl.enableVertexAttribArray(level);
  gl.vertexAttribPointer(level, 1, gl.FLOAT, false, 12, 8);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);

  let frame = 0;
  const draw = () => {
    const width = canvas.clientWidth * devicePixelRatio;
    const height = canvas.clientHeight * devicePixelRatio;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    gl.viewport(0, 0, canvas.width, canvas.height);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    analyser.getByteFrequencyData(bins);
    const step = Math.max(1, Math.floor(bins.length / 2 / bars));
    for (let bar = 0; bar < bars; bar++) {
      const value = (bins[bar * step] ?? 0) / 255;
      const x0 = -1 + (2 * bar) / bars + 0.004;
      const x1 = -1 + (2 * (bar + 1)) / bars - 0.004;
      const y1 = -1 + 2 * Math.max(0.04, value);
      const quad = [x0, -1, x1, -1, x1, y1, x0, -1, x1, y1, x0, y1];
      for (let vertex = 0; vertex < 6; vertex++) {
        const offset = (bar * 6 + vertex) * 3;
        data[offset] = quad[vertex * 2] ?? 0;
        data[offset + 1] = quad[vertex * 2 + 1] ?? 0;
        data[offset + 2] = value;
      }
    }
    gl.bufferData(gl.ARRAY_BUFFER, data, gl.DYNAMIC_DRAW);
    gl.drawArrays(gl.TRIANGLES, 0, bars * 6);
    frame = requestAnimationFrame(draw);
  };
  frame = requestAnimationFrame(draw);
  return () => {
    cancelAnimationFrame(frame);
    gl.deleteBuffer(buffer);
    gl.deleteProgram(program);
  };
}
