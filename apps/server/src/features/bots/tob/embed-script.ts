/**
 * The script a site includes to put the bot on its pages:
 *   <script src="https://{host}/embed.js" data-bot-id="{id}" async></script>
 * It adds a floating chat bubble that opens the customer-facing page (/bot/b/{id}) in a frame.
 * No dependencies, no globals; it reads its own address to know where the page is. Optional:
 * data-color (the bubble's colour), data-position ("left" for the bottom-left corner), data-theme
 * ("dark" or "light" for the chat's look; without it the chat follows the visitor's system).
 */
export const EMBED_SCRIPT = `(function () {
  var me = document.currentScript;
  if (!me) return;
  var id = me.getAttribute('data-bot-id');
  if (!id) return;
  var origin = new URL(me.src, location.href).origin;
  var color = me.getAttribute('data-color') || '#4f46e5';
  var side = me.getAttribute('data-position') === 'left' ? 'left' : 'right';
  var theme = me.getAttribute('data-theme');
  var look = theme === 'dark' || theme === 'light' ? '?theme=' + theme : '';
  // The frame's colour while the page loads: the look the page will take, so it does not flash.
  var systemDark = !!window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = theme === 'dark' || (theme !== 'light' && systemDark);
  var open = false;
  var frame = null;
  var button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', 'Chat');
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('data-inkstone-bubble', id);
  button.style.cssText = 'position:fixed;bottom:20px;' + side + ':20px;width:56px;height:56px;border-radius:50%;' +
    'border:0;cursor:pointer;background:' + color + ';color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.25);' +
    'z-index:2147483646;display:flex;align-items:center;justify-content:center;padding:0';
  var chatIcon = '<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
    'stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
    '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
  var closeIcon = '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
    'stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  button.innerHTML = chatIcon;
  button.addEventListener('click', function () {
    open = !open;
    if (open && !frame) {
      frame = document.createElement('iframe');
      frame.src = origin + '/bot/b/' + encodeURIComponent(id) + look;
      frame.title = 'Chat';
      frame.setAttribute('allow', 'clipboard-write');
      frame.style.cssText = 'position:fixed;bottom:88px;' + side + ':20px;width:380px;height:600px;' +
        'max-width:calc(100vw - 40px);max-height:calc(100vh - 108px);border:0;border-radius:12px;' +
        'background:' + (dark ? '#141414' : '#fff') + ';' +
        'box-shadow:0 8px 32px rgba(0,0,0,.25);z-index:2147483647';
      document.body.appendChild(frame);
    }
    if (frame) frame.style.display = open ? 'block' : 'none';
    button.innerHTML = open ? closeIcon : chatIcon;
    button.setAttribute('aria-expanded', String(open));
  });
  document.body.appendChild(button);
})();
`;
