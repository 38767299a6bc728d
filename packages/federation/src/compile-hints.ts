import webpack, { type WebpackPluginInstance } from 'webpack';

/**
 * V8's explicit compile hint for a whole file (Chromium 136+, WICG "Explicit JavaScript Compile
 * Hints"): every function of the script is compiled eagerly, on the streaming thread while the
 * file arrives, instead of on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts {@link COMPILE_HINT} on the first line of every JavaScript file of a federation build: the
 * host's and the remotes' files run once the page is loaded (at idle after the preload, or at the
 * first intent), and the shopper's first interaction then ran React DOM's and the remote's event and
 * render paths for the first time, compiling them inside the interaction (decision 0298). The page's
 * own load-time scripts (the light entry, vitals, preload) are other builds and stay lazy.
 * Added after minification (which drops comments) and before the source maps are written, so the
 * maps account for the extra line.
 */
export function compileHintPlugin(): WebpackPluginInstance {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.m?js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
  });
}
