// uPlot's own stylesheet (uplot/dist/uPlot.min.css, MIT), as a string: the portal's webpack setup has no CSS loader,
// and the chart needs its layers positioned. Put on the page once, with the chart's chunk.
const UPLOT_CSS =
  '.uplot,.uplot *,.uplot *::before,.uplot *::after{box-sizing:border-box}.uplot{font-family:inherit;line-height:1.5;width:min-content}' +
  '.u-wrap{position:relative;user-select:none}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}' +
  '.uplot canvas{display:block;position:relative;width:100%;height:100%}.u-axis{position:absolute}' +
  '.u-select{background:rgba(0,0,0,0.07);position:absolute;pointer-events:none}' +
  '.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none;will-change:transform}' +
  '.u-hz .u-cursor-x,.u-vt .u-cursor-y{height:100%;border-right:1px dashed #607D8B}' +
  '.u-hz .u-cursor-y,.u-vt .u-cursor-x{width:100%;border-bottom:1px dashed #607D8B}' +
  '.u-cursor-pt{position:absolute;top:0;left:0;border-radius:50%;border:0 solid;pointer-events:none;will-change:transform;background-clip:padding-box!important}' +
  '.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}';

const STYLE_ID = 'portal-uplot-css';

export function ensureUplotCss() {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = UPLOT_CSS;
  document.head.append(style);
}
