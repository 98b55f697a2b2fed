// A spinner drawn in CSS like antd's large Spin (shell.css .erp-spinner): it shows on every first
// load, before any antd code is fetched (issue 14 §6).
export const FullPageSpinner = ({ tip = '불러오는 중…' }: { tip?: string }) => (
  <div className="erp-center-fill" role="progressbar" aria-label={tip}>
    <span className="erp-spinner" aria-hidden="true">
      <i />
      <i />
      <i />
      <i />
    </span>
    <div className="erp-center-fill-tip">{tip}</div>
  </div>
);
