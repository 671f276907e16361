import '../shared/styles.css';
document.getElementById('app')!.textContent = 'The round page is being built.';
